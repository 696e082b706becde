import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import type { ApiFetch } from '../../../../contract/api'
import { callApi } from '../../../../contract/endpoints/call'
import type { Order } from '../../../../contract/dto/commerce'
import { orderLinkQuery, orderQuery, type OrderLinkResult } from '../queries'

export interface ReturnRequestVariables {
  lines: Array<{ orderLineId: number; qty: number }>
  reason: string
}

/**
 * POST api/v2/order/:slug/returns — the buyer's return request (the edge adds this browser's cart
 * session; a page opened from the e-mail sends the signed link's token). One id per click: a retry
 * of the same click is done once.
 */
export const returnRequestMutation = (api: ApiFetch, slug: string, linkToken: string | undefined) =>
  mutationOptions({
    mutationFn: ({ lines, reason }: ReturnRequestVariables) =>
      callApi(api, 'POST api/v2/order/:slug/returns', {
        params: { slug },
        body: { requestId: crypto.randomUUID(), lines, reason, ...(linkToken ? { linkToken } : {}) },
      }),
  })

/** The order as the answer shows it, in the cache of the page it was read on (account page or signed link). */
export function showUpdatedOrder(
  queryClient: QueryClient,
  api: ApiFetch,
  order: Order,
  linkToken: string | undefined,
): void {
  const opened: OrderLinkResult = { state: 'valid', order }
  if (linkToken) queryClient.setQueryData(orderLinkQuery(api, linkToken).queryKey, opened)
  else queryClient.setQueryData(orderQuery(api, order.slug).queryKey, order)
}

/** Another change won meanwhile: read the order again. */
export function reloadOrder(queryClient: QueryClient, api: ApiFetch, slug: string, linkToken: string | undefined) {
  return queryClient.invalidateQueries({
    queryKey: linkToken ? orderLinkQuery(api, linkToken).queryKey : orderQuery(api, slug).queryKey,
  })
}
