import { useId, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { MediaDto } from '../../../contract/dto/media'
import { useApi } from '../../lib/api-context'
import { useErrorToast } from '../../lib/api-error-message'
import { useToast } from '../../lib/toasts'
import { ConfirmDialog } from '../../lib/ui/confirm-dialog'
import { useT } from '../../i18n/i18n'
import { deleteMediaMutation, mediaUsageQuery, refreshLibrary, type MediaKindFilter } from './media-api'
import { MediaBrowser } from './media-browser'
import { MediaEditForm } from './media-edit-form'
import { MediaFolders, type FolderPlace } from './media-folders'

const KINDS: ReadonlyArray<MediaKindFilter | ''> = ['', 'image', 'pdf', 'video']

/**
 * The media manager (SPEC §1/§2, /admin/media): the whole library as a grid or a list, by type,
 * searched and paged on the server; files uploaded by picker or drop; the chosen file's title,
 * description and alternative texts edited; a file deleted after a confirmation (a file still in
 * use is refused and kept).
 */
/** The delete warning's list of the places that show the file. */
function MediaUsage({ id }: { id: number }) {
  const t = useT()
  const usage = useQuery(mediaUsageQuery(useApi(), id))
  if (usage.isPending) return <p role="status">{t('common.loading')}</p>
  if (!usage.data?.length) return null
  return (
    <div className="notice notice--error" role="alert">
      <p>{t('edit.media.usedOn')}</p>
      <ul>
        {usage.data.map((use) => (
          <li key={`${use.kind}-${use.id}`}>
            {t(`edit.media.uses.${use.kind}`)}: {use.title || `#${use.id}`}
          </li>
        ))}
      </ul>
    </div>
  )
}

export function MediaManager() {
  const t = useT()
  const api = useApi()
  const toast = useToast()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const formId = useId()
  const [kind, setKind] = useState<MediaKindFilter | ''>('')
  const [view, setView] = useState<'grid' | 'list'>('grid')
  const [selected, setSelected] = useState<MediaDto | null>(null)
  const [place, setPlace] = useState<FolderPlace>('all')
  const [confirming, setConfirming] = useState(false)
  const refresh = () => refreshLibrary(queryClient)

  const removal = useMutation({
    ...deleteMediaMutation(api),
    onSuccess: async (_, media) => {
      toast.success(t('edit.media.deleted', { title: media.title }))
      setSelected(null)
      await refresh()
    },
    onError: showError,
    onSettled: () => setConfirming(false),
  })
  const deleting = removal.isPending

  const remove = () => {
    if (!selected || deleting) return
    removal.mutate(selected)
  }

  return (
    <div className="stack media-manager">
      <div className="media-manager__bar">
        <div className="field field--select">
          <label className="field__static-label" htmlFor={`${formId}-kind`}>
            {t('edit.media.kind')}
          </label>
          <select
            id={`${formId}-kind`}
            className="select"
            value={kind}
            onChange={(event) => setKind(event.currentTarget.value as MediaKindFilter | '')}
          >
            {KINDS.map((option) => (
              <option key={option} value={option}>
                {t(`edit.media.kinds.${option || 'all'}`)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="link-options__kinds">
          <legend>{t('edit.media.view')}</legend>
          {(['grid', 'list'] as const).map((option) => (
            <label key={option} className="check">
              <input type="radio" name="media-view" checked={view === option} onChange={() => setView(option)} />
              <span>{t(`edit.media.views.${option}`)}</span>
            </label>
          ))}
        </fieldset>
      </div>
      <MediaFolders place={place} onPlace={setPlace} />
      <div className="media-library">
        <MediaBrowser
          kind={kind || undefined}
          view={view}
          selectedId={selected?.id ?? null}
          onSelect={setSelected}
          folderId={place === 'all' ? undefined : place}
        />
        <div className="media-library__selected stack">
          {selected ? (
            <>
              <MediaEditForm
                media={selected}
                formId={formId}
                onSaved={(media, changed) => {
                  setSelected(media)
                  if (changed) {
                    toast.success(t('edit.media.saved'))
                    void refresh()
                  }
                }}
              />
              <div className="button-row">
                <button type="submit" form={formId} className="btn btn--primary btn--sm">
                  {t('edit.media.save')}
                </button>
                <a
                  className="btn btn--secondary btn--sm"
                  href={selected.urls.original}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('edit.media.open')}
                </a>
                <button type="button" className="btn btn--danger btn--sm" onClick={() => setConfirming(true)}>
                  {t('edit.media.delete')}
                </button>
              </div>
            </>
          ) : (
            <p className="media-library__hint">{t('edit.media.chooseToEdit')}</p>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={confirming && selected !== null}
        title={t('edit.media.deleteTitle')}
        confirmLabel={t('edit.media.delete')}
        busy={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={remove}
      >
        <p>{t('edit.media.deleteText', { title: selected?.title ?? '' })}</p>
        {selected && confirming ? <MediaUsage id={selected.id} /> : null}
      </ConfirmDialog>
    </div>
  )
}
