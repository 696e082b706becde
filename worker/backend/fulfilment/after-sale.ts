import type { OrderAfterSale } from '../../../contract/dto/after-sale'
import type { AfterSaleView } from './after-sale-view'
import { orderHistory } from './history'
import { shipmentsOf } from './shipments'
import { digitalLinesOf } from '../digital/digital-lines'
import { invoicesOf } from '../invoices/invoice-refs'
import { refundsOf } from '../refunds/refund-list'
import { returnsOf, returnWindow } from '../returns/return-list'

/** The after-sale part of an order for its reader (Order.afterSale): each part from its own module. */
export async function orderAfterSale(view: AfterSaleView): Promise<OrderAfterSale> {
  const [history, shipments, digital, invoices, refunds, returns, window] = await Promise.all([
    orderHistory(view),
    shipmentsOf(view),
    digitalLinesOf(view),
    invoicesOf(view),
    refundsOf(view),
    returnsOf(view),
    returnWindow(view),
  ])
  return { history, shipments, digital, invoices, refunds, returns, ...window }
}
