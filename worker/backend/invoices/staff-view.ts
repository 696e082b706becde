import type { AfterSaleView } from '../fulfilment/after-sale-view'
import { findInvoiceOfOrder } from './invoice-repository'

/** May staff send the order's invoice again? When it has one. */
export async function canResendInvoice(view: AfterSaleView): Promise<boolean> {
  return (await findInvoiceOfOrder(view.env.DB, view.order.id)) !== null
}
