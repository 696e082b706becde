import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../../contract/api'
import { callApi } from '../../../../contract/endpoints/call'
import type { AdminFailedRequestRow, AdminRedirectRow } from '../../../../contract/dto/admin'
import type { Locale } from '../../../../contract/locales'
import type { ListQuery } from '../../admin/list-kit'

/** The paths visitors missed and the redirects (issue 16): server pages keyed by the URL's query; never cached. */
export const failedRequestsQuery = (api: ApiFetch, locale: Locale, query: ListQuery) =>
  queryOptions({
    queryKey: ['backoffice', 'api/v1/admin/redirects/failed', locale, query] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/redirects/failed', { query }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

export const redirectsQuery = (api: ApiFetch, locale: Locale, query: ListQuery) =>
  queryOptions({
    queryKey: ['backoffice', 'api/v1/admin/redirects', locale, query] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/redirects', { query }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

export interface RedirectInput {
  from: string
  to: string
  status: 301 | 302
}

/** A new redirect (or a deleted one put back); answers its row. */
export const createRedirectMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: (input: RedirectInput) => callApi(api, 'POST api/v1/admin/redirects', { body: input }),
  })

/** A redirect deleted (the variable is its row, which an undo puts back). */
export const deleteRedirectMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: (redirect: AdminRedirectRow) =>
      callApi(api, 'DELETE api/v1/admin/redirects/:id', { params: { id: redirect.id } }),
  })

/** A missed path taken off the list (the variable is its row). */
export const dismissFailedRequestMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: (row: AdminFailedRequestRow) =>
      callApi(api, 'DELETE api/v1/admin/redirects/failed/:id', { params: { id: row.id } }),
  })
