import type { InvoiceRef } from '../../../contract/dto/after-sale'
import type { AfterSaleView } from '../fulfilment/after-sale-view'
import { signOrderLink } from '../commerce/order-link'
import { fromCents } from '../money'
import { listOrderInvoices, type StoredInvoice } from './invoice-repository'

/** The staff's and the buyer's path of an invoice's PDF (the buyer's carries the signed order link's token). */
export const staffInvoicePath = (orderId: number, invoiceId: number): string =>
  `/api/v1/admin/orders/${orderId}/invoices/${invoiceId}`
export const buyerInvoicePath = (slug: string, invoiceId: number, linkToken: string): string =>
  `/api/v2/order/${encodeURIComponent(slug)}/invoices/${invoiceId}?t=${encodeURIComponent(linkToken)}`

/**
 * The order's invoice and credit notes as links for this view. Staff get the admin path. The buyer's
 * link carries the signed order link's token: the one they read through, or (reading as the order's
 * account or cart session, which the caller checked) a new one — a link the browser follows is a GET
 * without the cart's cookies in a body, and a guest has no account token.
 */
export async function invoicesOf(view: AfterSaleView): Promise<InvoiceRef[]> {
  const invoices = await listOrderInvoices(view.env.DB, view.order.id)
  if (invoices.length === 0) return []
  const pathOf = await pdfPathFor(view)
  return invoices.map((invoice) => ({
    id: invoice.id,
    kind: invoice.kind,
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    total: fromCents(invoice.totalCents),
    pdfUrl: pathOf(invoice),
  }))
}

async function pdfPathFor(view: AfterSaleView): Promise<(invoice: StoredInvoice) => string> {
  const { order } = view
  if (view.audience === 'staff') return (invoice) => staffInvoicePath(order.id, invoice.id)
  const token = view.linkToken ?? (await signOrderLink(view.env, order.slug))
  return (invoice) => buyerInvoicePath(order.slug, invoice.id, token)
}
