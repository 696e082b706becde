import { useId, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { Locale } from '../../../contract/locales'
import { LOCALES } from '../../../contract/locales'
import { NewPageSchema, slugify } from '../../../contract/schemas/page'
import { useApi } from '../../lib/api-context'
import { useErrorToast } from '../../lib/api-error-message'
import { FormField } from '../../lib/form/form-field'
import { FormSelect } from '../../lib/form/form-select'
import { useForm } from '../../lib/form/use-form'
import { Modal } from '../../lib/ui/modal'
import { useLocale, useT } from '../../i18n/i18n'
import { createPage, templatesQuery, translatePage } from './api'

/** Opens the page just made, in edit mode (a full load: its texts and chunks come with the page). */
const openInEditMode = (path: string) => location.assign(`${path}?editPage=true`)

/**
 * The new page modal (SPEC §2): title, slug (SPEC §5 rules, suggested from the title), template
 * and language; or, with `translationOf`, the same page's translation into `language` (its
 * sections start as a copy). Either way the editor lands on the new page in edit mode.
 */
export function NewPageModal({
  open,
  onClose,
  translationOf,
}: {
  open: boolean
  onClose: () => void
  translationOf?: { postId: number; language: Locale }
}) {
  const t = useT()
  const api = useApi()
  const locale = useLocale()
  const showError = useErrorToast()
  const formId = useId()
  const templates = useQuery({ ...templatesQuery(api), enabled: open && !translationOf })
  const [slugTouched, setSlugTouched] = useState(false)
  const form = useForm({
    schema: NewPageSchema,
    initial: { title: '', slug: '', template: 'page', language: translationOf?.language ?? locale },
    submit: async (values) => {
      const created = translationOf
        ? await translatePage(api, {
            postId: translationOf.postId,
            title: values.title,
            slug: values.slug,
            language: translationOf.language,
          })
        : await createPage(api, values)
      openInEditMode(created.path)
    },
    onError: showError,
  })
  const title = translationOf
    ? t('edit.newPage.translateTitle', { language: t(`layout.header.languages.${translationOf.language}`) })
    : t('edit.newPage.title')
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <div className="button-row">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={formId} className="btn btn--primary" aria-busy={form.submitting || undefined}>
            {translationOf ? t('edit.newPage.translate') : t('edit.newPage.create')}
          </button>
        </div>
      }
    >
      <form id={formId} className="form stack" noValidate onSubmit={form.onSubmit}>
        <FormField
          form={{
            ...form,
            // Until the editor writes a slug of their own, the title suggests it (one update: set() works on the values of this render).
            set: (name, value) =>
              slugTouched ? form.set(name, value) : form.reset({ ...form.values, title: value, slug: slugify(value) }),
          }}
          name="title"
          label={t('edit.newPage.pageTitle')}
          required
          maxLength={300}
        />
        <FormField
          form={{
            ...form,
            set: (name, value) => {
              setSlugTouched(true)
              form.set(name, value)
            },
          }}
          name="slug"
          label={t('edit.newPage.slug')}
          hint={t('edit.newPage.slugHint')}
          required
          maxLength={200}
        />
        {translationOf ? null : (
          <>
            <FormSelect
              form={form}
              name="template"
              id={`${formId}-template`}
              label={t('edit.newPage.template')}
              required
              options={(templates.data ?? [{ id: 0, slug: 'page', title: 'page' }]).map((template) => ({
                value: template.slug,
                label: template.title,
              }))}
            />
            <FormSelect
              form={form}
              name="language"
              id={`${formId}-language`}
              label={t('edit.newPage.language')}
              required
              options={LOCALES.map((l) => ({ value: l, label: t(`layout.header.languages.${l}`) }))}
            />
          </>
        )}
      </form>
    </Modal>
  )
}
