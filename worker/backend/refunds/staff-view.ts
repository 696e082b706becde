import type { AdminOrderDetail } from '../../../contract/dto/admin'
import type { Order } from '../../../contract/dto/commerce'
import type { AfterSaleView } from '../fulfilment/after-sale-view'

/** What can still be refunded and whether a refund may be made now (helper D implements). */
export async function refundStaffView(
  _view: AfterSaleView,
  _dto: Order,
): Promise<{ refund: boolean; refundable: AdminOrderDetail['refundable'] }> {
  return { refund: false, refundable: { lines: [], shipping: 0, total: 0, method: 'manual' } }
}
