import { queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import type { CommentResourceType } from '../../../contract/dto/cms'
import { callApi } from '../../../contract/endpoints/call'
import type { Locale } from '../../../contract/locales'

const COMMENTS_LIMIT = 50

/**
 * POST comment/filterStandard — published comments plus the viewer's own pending ones, so the
 * viewer id is part of the key (never served from a shared cache).
 */
export const commentsQuery = (
  api: ApiFetch,
  locale: Locale,
  resourceType: CommentResourceType,
  resourceId: number,
  viewerId: number | null,
) =>
  queryOptions({
    queryKey: ['comments', resourceType, resourceId, locale, viewerId] as const,
    queryFn: () =>
      callApi(api, 'POST api/v1/comment/filterStandard', {
        body: { resourceType, resourceId, page: 1, limit: COMMENTS_LIMIT },
      }),
  })

interface NewComment {
  resourceType: CommentResourceType
  resourceId: number
  body: string
  rating?: number
}

/** POST comment/create (logged-in users only; SPEC §5 rules are enforced by the backend). */
export const createComment = (api: ApiFetch, comment: NewComment) =>
  callApi(api, 'POST api/v1/comment/create', { body: comment })

/** PATCH comment/update/:id — the author's own comment (it goes back to awaiting approval). */
export const updateComment = (api: ApiFetch, id: number, content: { body: string; rating?: number }) =>
  callApi(api, 'PATCH api/v1/comment/update/:id', { params: { id }, body: content })
