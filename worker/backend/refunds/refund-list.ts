import type { Refund } from '../../../contract/dto/after-sale'
import type { AfterSaleView } from '../fulfilment/after-sale-view'
import { fromCents } from '../money'
import { storedRefunds } from './refund-rows'

/** The order's refunds, oldest first: amount, shipping, how, the lines given back and the credit note's number. */
export async function refundsOf(view: AfterSaleView): Promise<Refund[]> {
  const refunds = await storedRefunds(view.env.DB, view.order.id)
  return refunds.map((refund) => ({
    id: refund.id,
    amount: fromCents(refund.amountCents),
    shipping: fromCents(refund.shippingCents),
    method: refund.method,
    createdAt: refund.createdAt,
    lines: refund.lines.map((line) => ({
      orderLineId: line.orderLineId,
      name: line.name,
      qty: line.qty,
      amount: fromCents(line.amountCents),
    })),
    creditNoteNumber: refund.creditNoteNumber,
  }))
}
