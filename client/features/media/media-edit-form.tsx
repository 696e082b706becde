import { useEffect, useId, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { MediaDto } from '../../../contract/dto/media'
import { MediaTextFormSchema } from '../../../contract/schemas/media'
import { useApi } from '../../lib/api-context'
import { useErrorToast } from '../../lib/api-error-message'
import { FormField } from '../../lib/form/form-field'
import { useForm } from '../../lib/form/use-form'
import { useT } from '../../i18n/i18n'
import { foldersQuery, updateMedia } from './media-api'

const valuesOf = (media: MediaDto) => ({
  title: media.title,
  description: media.description,
  altHr: media.alt.hr,
  altEn: media.alt.en,
})

/**
 * Edit media (SPEC §2): a file's title, description, its alternative text in each language and its folder. `onSaved`
 * gets the stored file; the form's submit button is given by the caller (`formId`), so the media
 * modal can save and pick with one press.
 */
export function MediaEditForm({
  media,
  formId,
  onSaved,
}: {
  media: MediaDto
  formId: string
  onSaved: (media: MediaDto, changed: boolean) => void
}) {
  const t = useT()
  const api = useApi()
  const showError = useErrorToast()
  const folderFieldId = useId()
  const folders = useQuery(foldersQuery(api))
  const [folderId, setFolderId] = useState<number | null>(media.folderId)
  const form = useForm({
    schema: MediaTextFormSchema,
    initial: valuesOf(media),
    submit: async (values) => {
      const unchanged =
        values.title === media.title &&
        values.description === media.description &&
        values.altHr === media.alt.hr &&
        values.altEn === media.alt.en &&
        folderId === media.folderId
      if (unchanged) return onSaved(media, false)
      onSaved(
        await updateMedia(api, media.id, {
          title: values.title,
          description: values.description,
          alt: { hr: values.altHr, en: values.altEn },
          folderId,
        }),
        true,
      )
    },
    onError: showError,
  })
  const { reset } = form
  useEffect(() => {
    reset(valuesOf(media))
    setFolderId(media.folderId)
  }, [media, reset])

  return (
    <form
      id={formId}
      className="media-edit form stack"
      noValidate
      onSubmit={form.onSubmit}
      aria-label={t('edit.media.editLegend', { title: media.title })}
    >
      {media.mime.startsWith('image/') ? (
        <img
          className="media-edit__preview"
          src={media.urls.medium}
          alt=""
          width={media.width ?? undefined}
          height={media.height ?? undefined}
        />
      ) : null}
      <p className="media-edit__meta">
        {media.originalName}
        {media.width && media.height ? ` · ${t('edit.media.size', { width: media.width, height: media.height })}` : ''}
      </p>
      <FormField form={form} name="title" label={t('edit.media.fileTitle')} required maxLength={200} />
      <FormField
        form={form}
        name="description"
        type="textarea"
        rows={2}
        label={t('edit.media.description')}
        maxLength={1000}
      />
      <FormField
        form={form}
        name="altHr"
        label={t('edit.media.altHr')}
        maxLength={300}
        hint={t('edit.media.altHint')}
      />
      <FormField form={form} name="altEn" label={t('edit.media.altEn')} maxLength={300} />
      <div className="field field--select">
        <label className="field__static-label" htmlFor={folderFieldId}>
          {t('edit.media.folders.field')}
        </label>
        <select
          id={folderFieldId}
          className="select"
          value={folderId ?? ''}
          onChange={(event) => setFolderId(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
        >
          <option value="">{t('edit.media.folders.top')}</option>
          {(folders.data ?? []).map((folder) => (
            <option key={folder.id} value={folder.id}>
              {folder.path.join(' / ')}
            </option>
          ))}
        </select>
      </div>
    </form>
  )
}
