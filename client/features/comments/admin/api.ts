import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../../contract/api'
import { callApi } from '../../../../contract/endpoints/call'
import type { AdminCommentRow } from '../../../../contract/dto/admin'
import type { CommentStatus } from '../../../../contract/dto/cms'
import type { Locale } from '../../../../contract/locales'
import type { ListQuery } from '../../admin/list-kit'

/** The moderation queue (issue 16): one server page at a time, keyed by the URL's query; never cached. */
export const commentsQuery = (api: ApiFetch, locale: Locale, query: ListQuery) =>
  queryOptions({
    queryKey: ['backoffice', 'api/v1/admin/comments', locale, query] as const,
    // The filters come from the URL as typed; the backend refuses an unknown one (400).
    queryFn: () =>
      callApi(api, 'GET api/v1/admin/comments', {
        query: query as {
          page?: string
          q?: string
          status?: CommentStatus
          type?: 'product' | 'post'
          resource?: string
        },
      }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

/** A decision on one comment (the variables: the comment as listed, whose status an undo puts back, and the new status). */
export const decideCommentMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: ({ entry, status }: { entry: AdminCommentRow; status: CommentStatus }) =>
      callApi(api, 'POST api/v1/admin/comments/:id/decide', { params: { id: entry.id }, body: { status } }),
  })

/** A comment deleted for good (the variable is its row). */
export const deleteCommentMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: (entry: AdminCommentRow) =>
      callApi(api, 'DELETE api/v1/admin/comments/:id', { params: { id: entry.id } }),
  })
