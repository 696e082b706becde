import * as v from 'valibot'
import { IdParamsSchema } from '../schemas/params'
import type { MediaDto, MediaFolderDto, MediaUse } from '../dto/media'
import { MediaAlt, MediaDescription, MediaTitle } from '../schemas/media'
import { endpoint } from './endpoint'

const FolderIdSchema = v.pipe(v.number('folderId must be a number.'), v.integer(), v.minValue(1))

const MediaFilterSchema = v.object({
  page: v.optional(
    v.pipe(v.number('page must be a number.'), v.integer(), v.minValue(1, 'page must be at least 1.')),
    1,
  ),
  limit: v.optional(
    v.pipe(
      v.number('limit must be a number.'),
      v.integer(),
      v.minValue(1),
      v.maxValue(200, 'limit can be at most 200.'),
    ),
    24,
  ),
  search: v.optional(v.pipe(v.string('search must be text.'), v.trim(), v.maxLength(200, 'validation.maxLength')), ''),
  type: v.optional(v.picklist(['image', 'pdf', 'video'], 'type must be image, pdf or video.')),
  /** A folder's own files; null: the top level; absent: the whole library. */
  folderId: v.optional(v.nullable(FolderIdSchema)),
})

const MediaUpdateSchema = v.pipe(
  v.object({
    title: v.optional(MediaTitle),
    description: v.optional(MediaDescription),
    alt: v.optional(v.partial(v.object({ hr: MediaAlt, en: MediaAlt }))),
    /** Moves the file to a folder (null: the top level). */
    folderId: v.optional(v.nullable(FolderIdSchema)),
  }),
  v.check(
    (input) =>
      input.title !== undefined ||
      input.description !== undefined ||
      input.alt !== undefined ||
      input.folderId !== undefined,
    'Send a title, a description, alternative texts or a folder.',
  ),
)

const FolderCreateSchema = v.object({
  name: v.pipe(
    v.string('Unos ovog polja je obavezan'),
    v.trim(),
    v.nonEmpty('Unos ovog polja je obavezan'),
    v.maxLength(80, 'The name is too long.'),
    v.regex(/^[^/\\]+$/, 'A folder name cannot contain / or \\.'),
  ),
  parentId: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null),
})

export interface MediaPage {
  data: MediaDto[]
  pagination: { page: number; limit: number; totalPages: number; totalRecords: number }
}

/**
 * The media library (SPEC §3 Media, issue 16's folders): edit mode's and the backoffice's calls,
 * staff only and never cached. The files themselves (`/media/...`) are documents the edge passes
 * through, not API calls: worker/backend/media/routes.ts serves them outside this table.
 */
export const media = {
  mediaFilter: endpoint<MediaPage>()({
    method: 'POST',
    path: 'api/v1/media/filterStandard',
    access: 'staff',
    area: 'content',
    cache: 'none',
    body: MediaFilterSchema,
  }),
  mediaUpdate: endpoint<MediaDto>()({
    method: 'PATCH',
    path: 'api/v1/media/update/:id',
    access: 'staff',
    area: 'content',
    cache: 'none',
    params: IdParamsSchema,
    body: MediaUpdateSchema,
  }),
  /** Where a file is used (the media manager's delete warning names the places). */
  mediaUsage: endpoint<MediaUse[]>()({
    method: 'GET',
    path: 'api/v1/media/usage/:id',
    access: 'staff',
    area: 'content',
    cache: 'none',
    params: IdParamsSchema,
  }),
  mediaDelete: endpoint<{ deleted: true; id: number }>()({
    method: 'DELETE',
    path: 'api/v1/media/delete/:id',
    access: 'staff',
    area: 'content',
    cache: 'none',
    params: IdParamsSchema,
  }),
  /** The form's `files` (and `description`, `folderId`), read and checked by the handler. */
  mediaUpload: endpoint<MediaDto[]>()({
    method: 'POST',
    path: 'api/v2/media/upload',
    access: 'staff',
    area: 'content',
    cache: 'none',
    multipart: true,
  }),
  folderList: endpoint<MediaFolderDto[]>()({
    method: 'GET',
    path: 'api/v1/directory/filter',
    access: 'staff',
    area: 'content',
    cache: 'none',
  }),
  folderCreate: endpoint<MediaFolderDto>()({
    method: 'POST',
    path: 'api/v1/directory/create',
    access: 'staff',
    area: 'content',
    cache: 'none',
    body: FolderCreateSchema,
  }),
  /** SPEC §7 directoryItem/delete: an empty folder only. */
  folderDelete: endpoint<{ id: number; deleted: true }>()({
    method: 'DELETE',
    path: 'api/v1/directoryItem/delete/:id',
    access: 'staff',
    area: 'content',
    cache: 'none',
    params: IdParamsSchema,
  }),
}
