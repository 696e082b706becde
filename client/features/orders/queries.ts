import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { ApiError, type ApiFetch } from '../../../contract/api'
import { callApi } from '../../../contract/endpoints/call'
import type { Order, PlacedOrder } from '../../../contract/dto/commerce'

const orderKeys = {
  all: ['orders'] as const,
  list: (page: number, limit: number) => ['orders', 'list', page, limit] as const,
  detail: (slug: string) => ['orders', 'detail', slug] as const,
  link: (token: string) => ['orders', 'link', token] as const,
}

/** What a signed order link opens: the order, or why not (tampered / malformed, or expired). */
export type OrderLinkResult = { state: 'valid'; order: Order } | { state: 'invalid' } | { state: 'expired' }

/** POST api/v2/order/filter — the logged-in user's orders in the current store (lastPage form). */
export const orderListQuery = (api: ApiFetch, page = 1, limit = 10) =>
  queryOptions({
    queryKey: orderKeys.list(page, limit),
    queryFn: () => callApi(api, 'POST api/v2/order/filter', { body: { page, limit } }),
    staleTime: 30_000,
  })

/**
 * GET /api/checkout/orders/:slug (the edge adds the cart session of this browser, or of the cart it
 * just ordered, to order/get) — only the owner may read it; an order that is not the viewer's
 * (403/404) is `null`, not an error.
 */
export const orderQuery = (api: ApiFetch, slug: string) =>
  queryOptions({
    queryKey: orderKeys.detail(slug),
    queryFn: async (): Promise<Order | null> => {
      try {
        return await api<Order>({ method: 'GET', path: `api/checkout/orders/${encodeURIComponent(slug)}` })
      } catch (error) {
        if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return null
        throw error
      }
    },
    staleTime: 60_000,
    retry: false,
  })

/** GET /api/checkout/order-link/:token — the order of a confirmation e-mail's signed link, for whoever holds it. */
export const orderLinkQuery = (api: ApiFetch, token: string) =>
  queryOptions({
    queryKey: orderKeys.link(token),
    queryFn: async (): Promise<OrderLinkResult> => {
      try {
        return {
          state: 'valid',
          order: await api<Order>({ method: 'GET', path: `api/checkout/order-link/${encodeURIComponent(token)}` }),
        }
      } catch (error) {
        if (error instanceof ApiError && error.status === 410) return { state: 'expired' }
        if (error instanceof ApiError && (error.status === 400 || error.status === 404)) return { state: 'invalid' }
        throw error
      }
    },
    staleTime: 60_000,
    retry: false,
  })

/** POST /api/checkout/orders/:slug/pay — "pay now": a new payment session (the link's token when opened by it). */
export const payNowMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: ({ slug, linkToken }: { slug: string; linkToken?: string }) =>
      api<PlacedOrder>({
        method: 'POST',
        path: `api/checkout/orders/${encodeURIComponent(slug)}/pay`,
        body: linkToken ? { linkToken } : {},
      }),
  })
