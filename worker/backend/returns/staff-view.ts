import type { AdminOrderActions } from '../../../contract/dto/admin'
import type { Order } from '../../../contract/dto/commerce'
import type { ReturnRequest } from '../../../contract/dto/after-sale'
import type { StoredOrder } from '../commerce/orders'
import type { AfterSaleView } from '../fulfilment/after-sale-view'
import { allows } from '../fulfilment/order-states'

/** What staff may do with one return now: the return's own status and the order's (ORDER_ACTIONS). */
export function returnActions(
  order: Pick<StoredOrder, 'status'>,
  request: Pick<ReturnRequest, 'status'>,
): { accept: boolean; refuse: boolean; receive: boolean } {
  const deciding = allows('decideReturn', order.status)
  return {
    accept: deciding && request.status === 'requested',
    refuse: deciding && (request.status === 'requested' || request.status === 'accepted'),
    receive: allows('receiveReturn', order.status) && request.status === 'accepted',
  }
}

/** Per return request, what staff may do with it now. */
export async function returnActionsOf(view: AfterSaleView, dto: Order): Promise<AdminOrderActions['returns']> {
  return dto.afterSale.returns.map((request) => ({ id: request.id, ...returnActions(view.order, request) }))
}
