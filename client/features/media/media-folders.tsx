import { useId, useState, type SubmitEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { MediaFolderDto } from '../../../contract/dto/media'
import { useApi } from '../../lib/api-context'
import { errorMessage } from '../../lib/api-error-message'
import { useToast } from '../../lib/toasts'
import { ConfirmDialog } from '../../lib/ui/confirm-dialog'
import { TextInput } from '../../lib/ui/text-input'
import { useI18n, useT } from '../../i18n/i18n'
import { createFolderMutation, deleteFolderMutation, foldersQuery, refreshLibrary } from './media-api'

/** Where the media manager looks: the whole library, its top level, or one folder. */
export type FolderPlace = 'all' | null | number

/**
 * The media library's folders (issue 16): a breadcrumb to where you are, the folders in it, a new
 * folder here, and the current folder deleted after a confirmation (only an empty one; the server
 * refuses otherwise and nothing is lost).
 */
export function MediaFolders({ place, onPlace }: { place: FolderPlace; onPlace: (place: FolderPlace) => void }) {
  const t = useT()
  const translator = useI18n()
  const api = useApi()
  const toast = useToast()
  const queryClient = useQueryClient()
  const nameId = useId()
  const folders = useQuery(foldersQuery(api))
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const list = folders.data ?? []
  const current = typeof place === 'number' ? list.find((folder) => folder.id === place) : undefined
  const parentId = typeof place === 'number' ? place : null
  const inside = list.filter((folder) => folder.parentId === parentId)
  const refresh = () => refreshLibrary(queryClient)

  const creation = useMutation({
    ...createFolderMutation(api),
    onSuccess: async (folder) => {
      toast.success(t('edit.media.folders.created', { name: folder.name }))
      setName('')
      await refresh()
    },
    onError: (failure) => setError(errorMessage(failure, translator)),
  })
  const removal = useMutation({
    ...deleteFolderMutation(api),
    onSuccess: async (_, folder) => {
      toast.success(t('edit.media.folders.removed', { name: folder.name }))
      setConfirming(false)
      onPlace(folder.parentId)
      await refresh()
    },
    onError: (failure) => {
      setConfirming(false)
      setError(errorMessage(failure, translator))
    },
  })
  const busy = creation.isPending || removal.isPending

  const create = (event: SubmitEvent) => {
    event.preventDefault()
    if (busy) return
    setError(null)
    creation.mutate({ name: name.trim(), parentId })
  }
  const remove = (folder: MediaFolderDto) => {
    if (busy) return
    removal.mutate(folder)
  }

  const crumbs = current
    ? current.path.map((label, index) => ({
        label,
        id: list.find(
          (folder) => folder.path.length === index + 1 && folder.path.every((part, i) => part === current.path[i]),
        )?.id,
      }))
    : []
  return (
    <div className="media-folders stack">
      <nav aria-label={t('edit.media.folders.nav')}>
        <ol className="media-folders__crumbs">
          <li>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              aria-current={place === 'all' ? 'location' : undefined}
              onClick={() => onPlace('all')}
            >
              {t('edit.media.folders.all')}
            </button>
          </li>
          <li>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              aria-current={place === null ? 'location' : undefined}
              onClick={() => onPlace(null)}
            >
              {t('edit.media.folders.top')}
            </button>
          </li>
          {crumbs.map((crumb, index) => (
            <li key={`${crumb.label}-${index}`}>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                aria-current={index === crumbs.length - 1 ? 'location' : undefined}
                onClick={() => crumb.id !== undefined && onPlace(crumb.id)}
              >
                {crumb.label}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {inside.length > 0 ? (
        <ul className="media-folders__list" aria-label={t('edit.media.folders.inside')}>
          {inside.map((folder) => (
            <li key={folder.id}>
              <button type="button" className="btn btn--secondary btn--sm" onClick={() => onPlace(folder.id)}>
                📁 {t('edit.media.folders.open', { name: folder.name, files: folder.files })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="media-folders__actions">
        <form className="media-folders__new" onSubmit={create} noValidate>
          <TextInput
            id={nameId}
            name="folder"
            label={t('edit.media.folders.newName')}
            value={name}
            onChange={setName}
            maxLength={80}
            error={error}
          />
          <button type="submit" className="btn btn--secondary btn--sm" aria-busy={busy || undefined}>
            {t('edit.media.folders.create')}
          </button>
        </form>
        {current ? (
          <button type="button" className="btn btn--danger btn--sm" onClick={() => setConfirming(true)}>
            {t('edit.media.folders.remove')}
          </button>
        ) : null}
      </div>
      {current ? (
        <p className="small muted">{t('edit.media.folders.here', { name: current.path.join(' / ') })}</p>
      ) : null}
      <ConfirmDialog
        open={confirming && current !== undefined}
        title={t('edit.media.folders.removeTitle', { name: current?.name ?? '' })}
        confirmLabel={t('edit.media.folders.remove')}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => current && remove(current)}
      >
        <p>{t('edit.media.folders.removeText')}</p>
      </ConfirmDialog>
    </div>
  )
}
