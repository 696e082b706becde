import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../../contract/api'
import { callApi } from '../../../../contract/endpoints/call'
import type { Locale } from '../../../../contract/locales'
import type { ListQuery } from '../../admin/list-kit'

/** The outbox (issue 16): every e-mail's delivery, one server page at a time, keyed by the URL's query; never cached. */
export const outboxQuery = (api: ApiFetch, locale: Locale, query: ListQuery) =>
  queryOptions({
    queryKey: ['backoffice', 'api/v1/admin/outbox', locale, query] as const,
    // The status comes from the URL as typed; the backend refuses an unknown one (400).
    queryFn: () =>
      callApi(api, 'GET api/v1/admin/outbox', {
        query: query as { page?: string; q?: string; status?: 'queued' | 'sent' | 'failed' },
      }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

export const retryEmail = (api: ApiFetch, id: number) =>
  callApi(api, 'POST api/v1/admin/outbox/:id/retry', { params: { id } })

/** Sends one e-mail again (the variable is its id). */
export const retryEmailMutation = (api: ApiFetch) =>
  mutationOptions({ mutationFn: (id: number) => retryEmail(api, id) })

/** The dev mailbox: the outbox's e-mails, newest first, 20 a page (non-production only). */
export const mailboxQuery = (api: ApiFetch, page: number, recipient: string) =>
  queryOptions({
    queryKey: ['admin', 'mailbox', page, recipient] as const,
    queryFn: () =>
      callApi(api, 'GET api/v1/admin/mailbox', { query: { page: String(page), ...(recipient ? { recipient } : {}) } }),
  })
