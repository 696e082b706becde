import type { AdminOrderActions } from '../../../contract/dto/admin'
import type { Order } from '../../../contract/dto/commerce'
import type { AfterSaleView } from '../fulfilment/after-sale-view'

/** Per return request, what staff may do with it now (helper E implements). */
export async function returnActionsOf(_view: AfterSaleView, _dto: Order): Promise<AdminOrderActions['returns']> {
  return []
}
