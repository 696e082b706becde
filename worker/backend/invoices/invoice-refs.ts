import type { InvoiceRef } from '../../../contract/dto/after-sale'
import type { AfterSaleView } from '../fulfilment/after-sale-view'

/** The order's invoice and credit notes as links for this view (helper C implements). */
export async function invoicesOf(_view: AfterSaleView): Promise<InvoiceRef[]> {
  return []
}
