import { queryOptions } from '@tanstack/react-query'
import { ApiError, type ApiFetch } from '../../../contract/api'
import type { Order, OrderList } from '../../../contract/dto/commerce'

const orderKeys = {
  all: ['orders'] as const,
  list: (page: number, limit: number) => ['orders', 'list', page, limit] as const,
  detail: (slug: string) => ['orders', 'detail', slug] as const,
}

/** POST api/v2/order/filter — the logged-in user's orders in the current store (lastPage form). */
export const orderListQuery = (api: ApiFetch, page = 1, limit = 10) =>
  queryOptions({
    queryKey: orderKeys.list(page, limit),
    queryFn: () => api<OrderList>({ method: 'POST', path: 'api/v2/order/filter', body: { page, limit } }),
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
