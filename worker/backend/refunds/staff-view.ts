import type { AdminOrderDetail } from '../../../contract/dto/admin'
import type { Order } from '../../../contract/dto/commerce'
import type { AfterSaleView } from '../fulfilment/after-sale-view'
import { fromCents } from '../money'
import { amountLeft, qtyLeft, unitCents } from './refund-amounts'
import { refundableOf } from './refundable'

/** What can still be refunded and whether a refund may be made now: per line what is left and its unit price, shipping, in all, and how. */
export async function refundStaffView(
  view: AfterSaleView,
  _dto: Order,
): Promise<{ refund: boolean; refundable: AdminOrderDetail['refundable'] }> {
  const refundable = await refundableOf(view.env.DB, view.order)
  return {
    refund: refundable.allowed,
    refundable: {
      lines: refundable.lines
        .filter((line) => qtyLeft(line) > 0)
        .map((line) => ({
          orderLineId: line.orderLineId,
          name: line.name,
          qty: qtyLeft(line),
          unitPrice: fromCents(unitCents(line)),
          amountLeft: fromCents(amountLeft(line)),
        })),
      shipping: fromCents(refundable.shippingLeftCents),
      total: fromCents(refundable.totalLeftCents),
      method: refundable.method,
    },
  }
}
