import type { AfterSaleView } from '../fulfilment/after-sale-view'

/** May staff send the order's invoice again (helper C implements)? */
export async function canResendInvoice(_view: AfterSaleView): Promise<boolean> {
  return false
}
