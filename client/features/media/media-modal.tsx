import { useEffect, useId, useRef, useState, type RefObject } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { MediaDto } from '../../../contract/dto/media'
import { useApi } from '../../lib/api-context'
import { useToast } from '../../lib/toasts'
import { Modal } from '../../lib/ui/modal'
import { TextInput } from '../../lib/ui/text-input'
import { useT } from '../../i18n/i18n'
import { mediaListQuery } from './media-api'
import { MediaEditForm } from './media-edit-form'
import { MediaUpload } from './media-upload'

const SEARCH_DELAY_MS = 300

/**
 * The media modal (SPEC §2): the media library's images, searchable and paged; new images
 * uploaded by picker or drop; the chosen file's title and alternative texts edited in place
 * (edit media); "Choose image" saves those texts and hands the file to `onPick`.
 */
export function MediaModal({ open, onClose, onPick }: { open: boolean; onClose: () => void; onPick: (media: MediaDto) => void }) {
  const t = useT()
  /** Which footer button submitted the edit form: save only, or save and choose. */
  const pickAfterSave = useRef(false)
  return (
    <Modal open={open} onClose={onClose} title={t('edit.media.title')} size="lg" footer={<MediaFooter onClose={onClose} pickAfterSave={pickAfterSave} />}>
      {open ? <MediaLibrary onPick={onPick} pickAfterSave={pickAfterSave} /> : null}
    </Modal>
  )
}

/** The footer's buttons submit the edit form (rendered in the body) through its id. */
const EDIT_FORM_ID = 'media-modal-edit'

function MediaFooter({ onClose, pickAfterSave }: { onClose: () => void; pickAfterSave: RefObject<boolean> }) {
  const t = useT()
  return (
    <div className="button-row">
      <button type="button" className="btn btn--secondary" onClick={onClose}>
        {t('common.cancel')}
      </button>
      <button type="submit" form={EDIT_FORM_ID} className="btn btn--secondary" data-intent="save" onClick={() => (pickAfterSave.current = false)}>
        {t('edit.media.save')}
      </button>
      <button type="submit" form={EDIT_FORM_ID} className="btn btn--primary" data-intent="pick" onClick={() => (pickAfterSave.current = true)}>
        {t('edit.media.pick')}
      </button>
    </div>
  )
}

function MediaLibrary({ onPick, pickAfterSave }: { onPick: (media: MediaDto) => void; pickAfterSave: RefObject<boolean> }) {
  const t = useT()
  const api = useApi()
  const toast = useToast()
  const queryClient = useQueryClient()
  const statusId = useId()
  const [search, setSearch] = useState('')
  const [query, setQuery] = useState('')
  const [page, setPage] = useState(1)
  const [selected, setSelected] = useState<MediaDto | null>(null)
  const [noSelection, setNoSelection] = useState(false)

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search.trim())
      setPage(1)
    }, SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [search])

  const list = useQuery(mediaListQuery(api, { search: query, page, type: 'image' }))
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['media', 'list'] })
  const items = list.data?.data ?? []
  const pages = list.data?.pagination.totalPages ?? 1
  const total = list.data?.pagination.totalRecords ?? 0

  const choose = (media: MediaDto) => {
    setSelected(media)
    setNoSelection(false)
  }

  return (
    <div className="media-library">
      <div className="media-library__browse">
        <TextInput type="search" name="media-search" label={t('edit.media.search')} value={search} onChange={setSearch} />
        <MediaUpload
          onUploaded={(media) => {
            choose(media)
            void refresh()
          }}
        >
          <p id={statusId} className="media-library__status" role="status">
            {list.isPending ? t('common.loading') : list.isError ? '' : total === 0 ? (query ? t('edit.media.noMatch', { search: query }) : t('edit.media.empty')) : t('edit.media.found', { count: total })}
          </p>
          {list.isError ? (
            <div className="notice notice--error" role="alert">
              {t('edit.media.loadFailed')}{' '}
              <button type="button" className="btn btn--secondary btn--sm" onClick={() => void list.refetch()}>
                {t('edit.bar.retry')}
              </button>
            </div>
          ) : null}
          <ul className="media-grid" aria-describedby={statusId}>
            {items.map((media) => (
              <li key={media.id}>
                <button type="button" className="media-grid__item" aria-pressed={selected?.id === media.id} onClick={() => choose(media)}>
                  <img src={media.urls.thumbnail} alt="" loading="lazy" width={96} height={96} />
                  <span className="media-grid__title">{media.title}</span>
                </button>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav className="media-pages" aria-label={t('edit.media.pages')}>
              <button type="button" className="btn btn--secondary btn--sm" aria-disabled={page <= 1 || undefined} onClick={() => page > 1 && setPage(page - 1)}>
                {t('edit.media.previous')}
              </button>
              <span>{t('edit.media.page', { page, pages })}</span>
              <button type="button" className="btn btn--secondary btn--sm" aria-disabled={page >= pages || undefined} onClick={() => page < pages && setPage(page + 1)}>
                {t('edit.media.next')}
              </button>
            </nav>
          ) : null}
        </MediaUpload>
      </div>
      <div className="media-library__selected">
        {selected ? (
          <MediaEditForm
            media={selected}
            formId={EDIT_FORM_ID}
            onSaved={(media, changed) => {
              setSelected(media)
              if (changed) {
                toast.success(t('edit.media.saved'))
                void refresh()
              }
              if (pickAfterSave.current) onPick(media)
            }}
          />
        ) : (
          <form
            id={EDIT_FORM_ID}
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              setNoSelection(true)
            }}
          >
            <p className={noSelection ? 'notice notice--error' : 'media-library__hint'} role={noSelection ? 'alert' : undefined}>
              {t('edit.media.chooseFirst')}
            </p>
          </form>
        )}
      </div>
    </div>
  )
}
