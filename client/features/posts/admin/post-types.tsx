import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useApi } from '../../../lib/api-context'
import { useToast } from '../../../lib/toasts'
import { useLocale, useT } from '../../../i18n/i18n'
import { useErrorToast } from '../../../lib/api-error-message'
import { INTL_LOCALE, SITE_TIME_ZONE } from '../../../../contract/format'
import type { Locale } from '../../../../contract/locales'
import { FormField } from '../../../lib/form/form-field'
import { useForm } from '../../../lib/form/use-form'
import type { PostTypeDto } from '../../../../contract/dto/cms'
import { DataTable, type DataColumn } from '../../../lib/ui/data-list'
import { createPostType, deletePostTypeMutation, postTypeKeys, postTypesQuery } from './api'
import { PostTypeSchema } from './schemas'
import { TemplatePreview } from './template-preview'
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog'

/** A stored timestamp ('2026-01-02 10:00:00' UTC or ISO) as a date in the site's time zone. */
const formatDate = (value: string, locale: Locale) => {
  const date = new Date(value.includes('T') ? value : value.replace(' ', 'T') + 'Z')
  return Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: SITE_TIME_ZONE, dateStyle: 'medium' }).format(date)
}

const postTypeColumns = (locale: Locale): Array<DataColumn<PostTypeDto>> => [
  { id: 'title', header: 'admin.template.name', cell: (type) => type.title },
  { id: 'slug', header: 'admin.template.slug', cell: (type) => <code>{type.slug}</code> },
  { id: 'created', header: 'admin.template.created', cell: (type) => formatDate(type.created_at, locale) },
]

/** Page templates = post types (postType/filterStandard) with a preview, create and delete (after a confirmation). */
export function PostTypes() {
  const api = useApi()
  const t = useT()
  const locale = useLocale()
  const toast = useToast()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(postTypesQuery(api))
  const [confirming, setConfirming] = useState<PostTypeDto | null>(null)
  const [previewing, setPreviewing] = useState<PostTypeDto | null>(null)
  const headingId = useId()

  const form = useForm({
    schema: PostTypeSchema,
    initial: { title: '', slug: '' },
    submit: async (input) => {
      await createPostType(api, input)
      form.reset()
      toast.success(t('admin.template.created_ok'))
      await queryClient.invalidateQueries({ queryKey: postTypeKeys.all })
    },
    onError: showError,
  })

  const removal = useMutation({
    ...deletePostTypeMutation(api),
    onSuccess: async () => {
      toast.success(t('admin.template.deleted'))
      setConfirming(null)
      await queryClient.invalidateQueries({ queryKey: postTypeKeys.all })
    },
    onError: showError,
  })
  const remove = (type: PostTypeDto) => {
    if (!removal.isPending) removal.mutate(type)
  }

  return (
    <div className="stack--lg">
      {data.data.length === 0 ? (
        <p className="muted">{t('admin.template.none')}</p>
      ) : (
        <DataTable
          rows={data.data}
          columns={postTypeColumns(locale)}
          rowKey={(type) => type.id}
          actions={(type) => (
            <div className="button-row">
              <button
                type="button"
                className="btn btn--secondary btn--sm"
                onClick={() => setPreviewing(type)}
                aria-label={t('backoffice.templates.previewNamed', { name: type.title })}
              >
                {t('backoffice.templates.preview')}
              </button>
              <button
                type="button"
                className="btn btn--danger btn--sm"
                onClick={() => setConfirming(type)}
                disabled={removal.isPending}
                aria-busy={removal.isPending && removal.variables.id === type.id}
                aria-label={t('admin.template.deleteNamed', { name: type.title, slug: type.slug })}
              >
                {t('admin.template.delete')}
              </button>
            </div>
          )}
        />
      )}
      <TemplatePreview template={previewing} onClose={() => setPreviewing(null)} />
      <ConfirmDialog
        open={confirming !== null}
        title={t('admin.template.deleteConfirm', { name: confirming?.title ?? '' })}
        confirmLabel={t('admin.template.delete')}
        busy={removal.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && remove(confirming)}
      >
        <p>{t('backoffice.templates.deleteText')}</p>
      </ConfirmDialog>
      <form className="form stack panel" onSubmit={form.onSubmit} noValidate aria-labelledby={headingId}>
        <h2 id={headingId}>{t('admin.template.createTitle')}</h2>
        <div className="grid grid--2">
          <FormField form={form} name="title" label={t('admin.template.name')} required maxLength={120} />
          <FormField form={form} name="slug" label={t('admin.template.slug')} required maxLength={200} />
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={form.submitting} aria-busy={form.submitting}>
            {t('admin.template.create')}
          </button>
        </div>
      </form>
    </div>
  )
}
