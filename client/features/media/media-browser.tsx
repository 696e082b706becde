import { useEffect, useId, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { MediaDto } from '../../../contract/dto/media'
import { useApi } from '../../lib/api-context'
import { TextInput } from '../../lib/ui/text-input'
import { useT } from '../../i18n/i18n'
import { mediaListQuery, refreshLibrary, type MediaKindFilter } from './media-api'
import { MediaUpload } from './media-upload'

const SEARCH_DELAY_MS = 300

/** A file's small picture: the image itself, or its type for a document or a video. */
export function MediaThumb({ media, size = 96 }: { media: MediaDto; size?: number }) {
  // The 50 px thumbnail for small pictures; a bigger one is the medium variant (never the original).
  return media.mime.startsWith('image/') ? (
    <img src={size > 50 ? media.urls.medium : media.urls.thumbnail} alt="" loading="lazy" width={size} height={size} />
  ) : (
    <span className="media-thumb__file" aria-hidden="true">
      {media.extension.toUpperCase()}
    </span>
  )
}

/**
 * The media library to browse (the media modal and the admin's media manager): search, upload
 * by picker or drop, the files of one kind (or all) as a grid or a list, paged on the server.
 */
export function MediaBrowser({
  kind,
  selectedId,
  onSelect,
  view = 'grid',
  folderId,
}: {
  kind?: MediaKindFilter
  selectedId: number | null
  onSelect: (media: MediaDto) => void
  view?: 'grid' | 'list'
  /** A folder's own files (null: the top level); absent: the whole library. */
  folderId?: number | null
}) {
  const t = useT()
  const api = useApi()
  const queryClient = useQueryClient()
  const statusId = useId()
  const [search, setSearch] = useState('')
  const [query, setQuery] = useState('')
  const [page, setPage] = useState(1)

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search.trim())
      setPage(1)
    }, SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [search])
  useEffect(() => setPage(1), [kind, folderId])

  const list = useQuery(
    mediaListQuery(api, {
      search: query,
      page,
      ...(kind ? { type: kind } : {}),
      ...(folderId !== undefined ? { folderId } : {}),
    }),
  )
  const items = list.data?.data ?? []
  const pages = list.data?.pagination.totalPages ?? 1
  const total = list.data?.pagination.totalRecords ?? 0

  return (
    <div className="media-library__browse">
      <TextInput type="search" name="media-search" label={t('edit.media.search')} value={search} onChange={setSearch} />
      <MediaUpload
        accept={kind === 'image' ? 'images' : 'files'}
        folderId={folderId ?? null}
        onUploaded={(media) => {
          onSelect(media)
          void refreshLibrary(queryClient)
        }}
      >
        <p id={statusId} className="media-library__status" role="status">
          {list.isPending
            ? t('common.loading')
            : list.isError
              ? ''
              : total === 0
                ? query
                  ? t('edit.media.noMatch', { search: query })
                  : t('edit.media.empty')
                : t('edit.media.found', { count: total })}
        </p>
        {list.isError ? (
          <div className="notice notice--error" role="alert">
            {t('edit.media.loadFailed')}{' '}
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => void list.refetch()}>
              {t('edit.bar.retry')}
            </button>
          </div>
        ) : null}
        <ul className={view === 'grid' ? 'media-grid' : 'media-rows'} aria-describedby={statusId}>
          {items.map((media) => (
            <li key={media.id}>
              <button
                type="button"
                className="media-grid__item"
                aria-pressed={selectedId === media.id}
                onClick={() => onSelect(media)}
              >
                <MediaThumb media={media} size={view === 'grid' ? 96 : 48} />
                <span className="media-grid__title">{media.title}</span>
                {view === 'list' ? (
                  <span className="media-rows__meta">
                    {media.extension.toUpperCase()} · {Math.max(1, Math.round(media.size / 1024))} KiB
                    {media.width && media.height ? ` · ${media.width} × ${media.height}` : ''}
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
        {pages > 1 ? (
          <nav className="media-pages" aria-label={t('edit.media.pages')}>
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              aria-disabled={page <= 1 || undefined}
              onClick={() => page > 1 && setPage(page - 1)}
            >
              {t('edit.media.previous')}
            </button>
            <span>{t('edit.media.page', { page, pages })}</span>
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              aria-disabled={page >= pages || undefined}
              onClick={() => page < pages && setPage(page + 1)}
            >
              {t('edit.media.next')}
            </button>
          </nav>
        ) : null}
      </MediaUpload>
    </div>
  )
}
