import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import { ApiError, type ApiFetch } from '../../../contract/api'
import type { MediaDto, MediaFolderDto } from '../../../contract/dto/media'
import { callApi } from '../../../contract/endpoints/call'
import type { Locale } from '../../../contract/locales'
import type { SectionImage } from '../../../contract/dto/sections'
import type { MessageKey } from '../../i18n/i18n'

/** The media library's calls (worker/backend/media/routes.ts; backoffice only, never cached). */

export type MediaKindFilter = 'image' | 'pdf' | 'video'
export const MEDIA_PAGE_SIZE = 24

export type { MediaPage } from '../../../contract/endpoints/media'

/** `folderId`: a folder's own files, null the top level, absent the whole library. */
export const mediaListQuery = (
  api: ApiFetch,
  filter: { search: string; page: number; type?: MediaKindFilter; folderId?: number | null },
) =>
  queryOptions({
    queryKey: ['media', 'list', filter] as const,
    queryFn: () => callApi(api, 'POST api/v1/media/filterStandard', { body: { ...filter, limit: MEDIA_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })

/** One file per request, so each file has its own progress and its own error. */
export async function uploadMedia(api: ApiFetch, file: File, folderId: number | null = null): Promise<MediaDto> {
  const body = new FormData()
  body.append('files', file)
  if (folderId !== null) body.append('folderId', String(folderId))
  const [stored] = await callApi(api, 'POST api/v2/media/upload', { multipart: body })
  if (!stored) throw new ApiError(502, 'upload failed', 'UPLOAD_FAILED')
  return stored
}

export const updateMedia = (
  api: ApiFetch,
  id: number,
  body: { title?: string; description?: string; alt?: Partial<Record<Locale, string>>; folderId?: number | null },
) => callApi(api, 'PATCH api/v1/media/update/:id', { params: { id }, body })

/** The image of a section as the page stores it, with the alternative text of the page's language. */
export const sectionImageOf = (media: MediaDto, locale: Locale): SectionImage => ({
  id: media.id,
  url: media.urls.medium,
  urls: media.urls,
  alt: media.alt[locale] || media.title,
  width: media.width,
  height: media.height,
})

/** What the browser can tell before uploading: only images, at most 20 MB (the server checks again). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024

/** The translation key of why a file was not stored. */
export function uploadErrorKey(error: unknown): MessageKey {
  if (error instanceof ApiError) {
    if (error.code === 'UNSUPPORTED_FILE_TYPE' || error.code === 'UNSAFE_SVG') return 'edit.media.unsupported'
    if (error.code === 'FILE_TOO_LARGE' || error.status === 413) return 'edit.media.tooLarge'
    if (error.code === 'EMPTY_FILE') return 'error.api.fileRead'
    if (error.status === 401 || error.status === 403) return 'edit.media.forbidden'
  }
  return 'error.api.uploadToBucketFailed'
}

export const deleteMedia = (api: ApiFetch, id: number) =>
  callApi(api, 'DELETE api/v1/media/delete/:id', { params: { id } })

/** Where a file is used: the delete warning names the places. */
export const mediaUsageQuery = (api: ApiFetch, id: number) =>
  queryOptions({
    queryKey: ['media', 'usage', id] as const,
    queryFn: () => callApi(api, 'GET api/v1/media/usage/:id', { params: { id } }),
    staleTime: 0,
  })

/** Every folder of the library, with its path and file count (GET directory/filter). */
export const foldersQuery = (api: ApiFetch) =>
  queryOptions({
    queryKey: ['media', 'folders'] as const,
    queryFn: () => callApi(api, 'GET api/v1/directory/filter'),
    staleTime: 10_000,
  })

export const createFolder = (api: ApiFetch, name: string, parentId: number | null) =>
  callApi(api, 'POST api/v1/directory/create', { body: { name, parentId } })

/** DELETE directoryItem/delete (SPEC §7): an empty folder only. */
export const deleteFolder = (api: ApiFetch, id: number) =>
  callApi(api, 'DELETE api/v1/directoryItem/delete/:id', { params: { id } })

/** After a change in the library: its lists and folders (not a deleted file's usage) are read again. */
export const refreshLibrary = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['media', 'list'] }),
    queryClient.invalidateQueries({ queryKey: ['media', 'folders'] }),
  ])

/** Deletes a media item (the variable is the item, so the toast can name it). */
export const deleteMediaMutation = (api: ApiFetch) =>
  mutationOptions({ mutationFn: (media: MediaDto) => deleteMedia(api, media.id) })

/** Creates a folder under a parent (null: at the top). */
export const createFolderMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: ({ name, parentId }: { name: string; parentId: number | null }) => createFolder(api, name, parentId),
  })

/** Deletes a folder (the variable is the folder, so the toast can name it and the view go to its parent). */
export const deleteFolderMutation = (api: ApiFetch) =>
  mutationOptions({ mutationFn: (folder: MediaFolderDto) => deleteFolder(api, folder.id) })
