import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../../contract/api'
import { callApi } from '../../../../contract/endpoints/call'
import type { AdminSubscriberRow } from '../../../../contract/dto/admin'
import type { Locale } from '../../../../contract/locales'
import type { ListQuery } from '../../admin/list-kit'

/** The newsletter's subscribers (issue 16): one server page at a time, keyed by the URL's query; never cached. */
export const subscribersQuery = (api: ApiFetch, locale: Locale, query: ListQuery) =>
  queryOptions({
    queryKey: ['backoffice', 'api/v1/admin/newsletter', locale, query] as const,
    // The state comes from the URL as typed; the backend refuses an unknown one (400).
    queryFn: () =>
      callApi(api, 'GET api/v1/admin/newsletter', {
        query: query as { page?: string; q?: string; state?: 'confirmed' | 'pending' },
      }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

/** A subscriber removed (the variable is the subscriber's row). */
export const unsubscribeMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: (subscriber: AdminSubscriberRow) =>
      callApi(api, 'DELETE api/v1/admin/newsletter/:id', { params: { id: subscriber.id } }),
  })
