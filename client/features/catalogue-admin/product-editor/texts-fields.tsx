import { lazy, Suspense, useId } from 'react'
import { slugify } from '../../../../contract/schemas/page'
import type { Locale } from '../../../../contract/locales'
import { TextInput } from '../../../lib/ui/text-input'
import { FieldError } from '../../../lib/ui/field-error'
import { useT } from '../../../i18n/i18n'
import type { TextsDraft } from './draft'

/** Edit mode's rich-text field, loaded only when the editor shows a description (the admin page stays light). */
const RichTextField = lazy(() =>
  import('../../edit-mode/rich-text-field').then((module) => ({ default: module.RichTextField })),
)

/** What search engines show in full (recommended lengths of a title and a description). */
export const SEO_TITLE_MAX = 60
export const SEO_DESCRIPTION_MAX = 160

/**
 * One language's texts: name, slug (following the name until typed by hand), short description,
 * the description in the rich-text editor, SEO title and description with their recommended
 * lengths. `error(path)` gives the message of a field, named by the body's path (`texts.hr.slug`).
 */
export function TextsFields({
  language,
  texts,
  onChange,
  error,
}: {
  language: Locale
  texts: TextsDraft
  onChange: (next: TextsDraft) => void
  error: (path: string) => string | undefined
}) {
  const t = useT()
  const descriptionId = useId()
  const path = (field: string) => `texts.${language}.${field}`
  const set = (changes: Partial<TextsDraft>) => onChange({ ...texts, ...changes })
  const seoHint = (text: string, max: number, key: 'seoTitleHint' | 'seoDescriptionHint') =>
    text.length > max
      ? t('productEditor.texts.seoTooLong', { count: text.length, max })
      : t(`productEditor.texts.${key}`, { count: text.length })
  const descriptionError = error(path('description'))
  return (
    <div className="stack" lang={language}>
      <TextInput
        name={path('name')}
        label={t('productEditor.texts.name')}
        value={texts.name}
        required
        maxLength={200}
        error={error(path('name'))}
        onChange={(name) => set(texts.slugEdited ? { name } : { name, slug: slugify(name) })}
      />
      <div className="stack">
        <TextInput
          name={path('slug')}
          label={t('productEditor.texts.slug')}
          value={texts.slug}
          required
          maxLength={200}
          error={error(path('slug'))}
          hint={texts.slugEdited ? t('productEditor.texts.slugOwn') : t('productEditor.texts.slugSuggested')}
          onChange={(slug) => set({ slug, slugEdited: true })}
        />
        {texts.slugEdited && texts.name.trim() !== '' && slugify(texts.name) !== texts.slug ? (
          <div>
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              onClick={() => set({ slug: slugify(texts.name), slugEdited: false })}
            >
              {t('productEditor.texts.slugSuggest')}
            </button>
          </div>
        ) : null}
      </div>
      <TextInput
        name={path('shortDescription')}
        type="textarea"
        rows={3}
        label={t('productEditor.texts.shortDescription')}
        value={texts.shortDescription}
        maxLength={2000}
        error={error(path('shortDescription'))}
        onChange={(shortDescription) => set({ shortDescription })}
      />
      <div className={descriptionError ? 'field--invalid' : undefined} data-field={path('description')}>
        <Suspense fallback={<p role="status">{t('productEditor.texts.descriptionLoading')}</p>}>
          <RichTextField
            id={`${descriptionId}-description`}
            label={t('productEditor.texts.description')}
            value={texts.description}
            onChange={(description) => set({ description })}
          />
        </Suspense>
        <FieldError id={`${descriptionId}-description-error`} error={descriptionError} />
      </div>
      <TextInput
        name={path('seoTitle')}
        label={t('productEditor.texts.seoTitle')}
        value={texts.seoTitle}
        maxLength={200}
        error={error(path('seoTitle'))}
        hint={seoHint(texts.seoTitle, SEO_TITLE_MAX, 'seoTitleHint')}
        onChange={(seoTitle) => set({ seoTitle })}
      />
      <TextInput
        name={path('seoDescription')}
        type="textarea"
        rows={3}
        label={t('productEditor.texts.seoDescription')}
        value={texts.seoDescription}
        maxLength={500}
        error={error(path('seoDescription'))}
        hint={seoHint(texts.seoDescription, SEO_DESCRIPTION_MAX, 'seoDescriptionHint')}
        onChange={(seoDescription) => set({ seoDescription })}
      />
    </div>
  )
}
