import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { PostDraftFields } from '../../../contract/dto/page-draft'
import { useApi } from '../../lib/api-context'
import { TextInput } from '../../lib/ui/text-input'
import { useLocale, useT } from '../../i18n/i18n'
import { postCategoriesQuery } from '../blog/queries'
import { MediaModal } from '../media/media-modal'
import { sectionImageOf } from '../media/media-api'
import { RichTextField } from './rich-text-field'
import { ImageThumb } from './image-fields'

/**
 * A blog post's own fields in edit mode: its date, excerpt, hero image (media modal), categories
 * and body (rich text). Every change goes into the draft like a page's; Publish makes it live.
 */
export function PostFields({
  fields,
  onChange,
}: {
  fields: PostDraftFields
  onChange: (fields: PostDraftFields, typing?: string) => void
}) {
  const t = useT()
  const api = useApi()
  const locale = useLocale()
  const categories = useQuery(postCategoriesQuery(api, locale))
  const [choosing, setChoosing] = useState(false)
  const set = (patch: Partial<PostDraftFields>, typing?: string) => onChange({ ...fields, ...patch }, typing)

  return (
    <div className="post-fields stack">
      <TextInput
        name="post-date"
        type="date"
        label={t('edit.post.date')}
        value={fields.publishedAt ?? ''}
        onChange={(date) => set({ publishedAt: date || null })}
      />
      <TextInput
        name="post-excerpt"
        type="textarea"
        rows={3}
        label={t('edit.post.excerpt')}
        value={fields.excerpt}
        maxLength={2000}
        onChange={(excerpt) => set({ excerpt }, 'post.excerpt')}
      />
      <fieldset className="edit-image">
        <legend>{t('edit.post.image')}</legend>
        {fields.image ? <ImageThumb image={fields.image} /> : <p>{t('edit.post.noImage')}</p>}
        <div className="button-row">
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => setChoosing(true)}>
            {fields.image ? t('edit.images.change') : t('edit.images.choose')}
          </button>
          {fields.image ? (
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => set({ image: null })}>
              {t('edit.images.remove')}
            </button>
          ) : null}
        </div>
        <MediaModal
          open={choosing}
          onClose={() => setChoosing(false)}
          onPick={(media) => {
            set({ image: sectionImageOf(media, locale) })
            setChoosing(false)
          }}
        />
      </fieldset>
      <fieldset className="edit-image">
        <legend>{t('edit.post.categories')}</legend>
        {categories.isPending ? <p role="status">{t('common.loading')}</p> : null}
        {categories.isError ? (
          <p className="notice notice--error" role="alert">
            {t('edit.post.categoriesFailed')}
          </p>
        ) : null}
        <div className="link-options__kinds">
          {(categories.data ?? []).map((term) => (
            <label key={term.id} className="check">
              <input
                type="checkbox"
                checked={fields.categoryIds.includes(term.id)}
                onChange={(event) => {
                  const on = event.currentTarget.checked
                  set({
                    categoryIds: on
                      ? [...fields.categoryIds, term.id]
                      : fields.categoryIds.filter((id) => id !== term.id),
                  })
                }}
              />
              <span>{term.title}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <RichTextField
        id="post-body"
        label={t('edit.post.body')}
        value={fields.body}
        onChange={(body) => set({ body }, 'post.body')}
      />
    </div>
  )
}
