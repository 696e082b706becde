import type { Order } from '../../../../contract/dto/commerce'

/** The buyer's order page, issue 36: the invoice and credit notes as PDF links (helper C). */
export function OrderInvoices(_props: { order: Order; linkToken?: string }) {
  return null
}
