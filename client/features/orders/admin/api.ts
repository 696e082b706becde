import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../../contract/api'
import { callApi } from '../../../../contract/endpoints/call'
import type { OrderStatus } from '../../../../contract/dto/commerce'
import type { Locale } from '../../../../contract/locales'
import type { ListQuery } from '../../admin/list-kit'

/** The backoffice's orders (issue 16): one server page at a time, keyed by the URL's query; never cached. */
export const ordersQuery = (api: ApiFetch, locale: Locale, query: ListQuery) =>
  queryOptions({
    queryKey: ['backoffice', 'api/v1/admin/orders', locale, query] as const,
    // The status comes from the URL as typed; the backend refuses an unknown one (400).
    queryFn: () =>
      callApi(api, 'GET api/v1/admin/orders', { query: query as { page?: string; q?: string; status?: OrderStatus } }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

export const orderQuery = (api: ApiFetch, locale: Locale, id: string) =>
  queryOptions({
    queryKey: ['backoffice', 'order', locale, id] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/orders/:id', { params: { id } }),
    staleTime: 0,
    retry: false,
  })

export const orderAction = (api: ApiFetch, id: number, action: 'markPaid' | 'cancel') =>
  action === 'markPaid'
    ? callApi(api, 'POST api/v1/admin/orders/:id/markPaid', { params: { id } })
    : callApi(api, 'POST api/v1/admin/orders/:id/cancel', { params: { id } })

/** Marks a bank transfer paid or cancels the order (the variable is the action). */
export const orderActionMutation = (api: ApiFetch, id: number) =>
  mutationOptions({ mutationFn: (action: 'markPaid' | 'cancel') => orderAction(api, id, action) })
