import { useId, useState, type DragEvent, type ReactNode } from 'react'
import type { MediaDto } from '../../../contract/dto/media'
import { useApi } from '../../lib/api-context'
import { useT, type MessageKey } from '../../i18n/i18n'
import { MAX_UPLOAD_BYTES, uploadErrorKey, uploadMedia } from './media-api'

/** SPEC §5: at most 20 files at once from the backoffice. */
const MAX_FILES = 20

interface UploadState {
  key: string
  name: string
  status: 'uploading' | 'done' | 'failed'
  /** Translation key of the failure. */
  reason?: MessageKey
}

/** What the picker offers and the browser checks before sending (the server checks the bytes). */
const ACCEPT = { images: 'image/*', files: 'image/*,application/pdf,video/mp4,video/webm,video/quicktime' } as const
const allowed = (file: File, accept: keyof typeof ACCEPT) =>
  file.type.startsWith('image/') ||
  (accept === 'files' && (file.type === 'application/pdf' || file.type.startsWith('video/')))

/**
 * Media upload (SPEC §2): a file picker and a drop zone around `children`; each file is sent on
 * its own, with its own line saying uploading / done / why it failed. Files that are not images
 * or are over 20 MB are refused before they are sent (the server checks the bytes again).
 */
export function MediaUpload({
  onUploaded,
  children,
  accept = 'images',
  folderId = null,
}: {
  onUploaded: (media: MediaDto) => void
  children: ReactNode
  accept?: keyof typeof ACCEPT
  /** The folder the files go in (null: the top of the library). */
  folderId?: number | null
}) {
  const t = useT()
  const api = useApi()
  const inputId = useId()
  const [uploads, setUploads] = useState<UploadState[]>([])
  const [tooMany, setTooMany] = useState(false)
  const [dropping, setDropping] = useState(false)

  const update = (key: string, patch: Partial<UploadState>) =>
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)))

  const send = (files: File[]) => {
    setTooMany(files.length > MAX_FILES)
    if (files.length === 0 || files.length > MAX_FILES) return
    const batch = files.map((file) => ({ file, key: crypto.randomUUID() }))
    setUploads(batch.map(({ file, key }) => ({ key, name: file.name, status: 'uploading' })))
    for (const { file, key } of batch) {
      if (!allowed(file, accept))
        update(key, {
          status: 'failed',
          reason: accept === 'images' ? 'edit.media.unsupported' : 'edit.media.unsupportedFile',
        })
      else if (file.size > MAX_UPLOAD_BYTES) update(key, { status: 'failed', reason: 'edit.media.tooLarge' })
      else
        uploadMedia(api, file, folderId).then(
          (media) => {
            update(key, { status: 'done' })
            onUploaded(media)
          },
          (error: unknown) => update(key, { status: 'failed', reason: uploadErrorKey(error) }),
        )
    }
  }

  const accepts = (event: DragEvent) => event.dataTransfer.types.includes('Files')

  return (
    <div
      className={`media-drop${dropping ? ' media-drop--active' : ''}`}
      onDragOver={(event) => {
        if (!accepts(event)) return
        event.preventDefault()
        setDropping(true)
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false)
      }}
      onDrop={(event) => {
        if (!accepts(event)) return
        event.preventDefault()
        setDropping(false)
        send([...event.dataTransfer.files])
      }}
    >
      <div className="media-drop__bar">
        <label className="btn btn--secondary btn--sm media-drop__pick" htmlFor={inputId}>
          {accept === 'images' ? t('edit.media.upload') : t('edit.media.uploadFiles')}
        </label>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept={ACCEPT[accept]}
          multiple
          onChange={(event) => {
            send([...(event.currentTarget.files ?? [])])
            event.currentTarget.value = ''
          }}
        />
        <span className="media-drop__hint">{t('edit.media.drop', { max: MAX_FILES })}</span>
      </div>
      <div aria-live="polite">
        {tooMany ? (
          <p className="notice notice--error" role="alert">
            {t('edit.media.tooMany', { max: MAX_FILES })}
          </p>
        ) : null}
        {uploads.length > 0 ? (
          <ul className="media-uploads">
            {uploads.map((item) => (
              <li key={item.key} className={`media-uploads__item media-uploads__item--${item.status}`}>
                <strong>{item.name}</strong>{' '}
                {item.status === 'uploading'
                  ? t('edit.media.uploading')
                  : item.status === 'done'
                    ? t('edit.media.uploaded')
                    : t(item.reason ?? 'error.api.uploadToBucketFailed', { filename: item.name })}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {children}
    </div>
  )
}
