import type { Context } from 'hono'
import { invoices } from '../../../contract/endpoints/invoices'
import { buildPath } from '../../../contract/routes'
import type { BackendEnv } from '../context'
import { ok, refuse } from '../http'
import { endpointRoutes, type EndpointRoutes } from '../routing'
import { findOrderBySlug, orderDto, type StoredOrder } from '../commerce/orders'
import { currentDetail, staffName, staffOrder } from '../commerce/staff-order'
import { signOrderLink, verifyOrderLink } from '../commerce/order-link'
import { queueEmail } from '../email/queue'
import { emailLink } from '../email/links'
import { invoiceFileName, invoicePdf, pdfResponse } from './invoice-files'
import { findOrderInvoice, listOrderInvoices, recordInvoiceSent } from './invoice-repository'
import { invoiceEmailMessage } from './invoice-email'

/**
 * Invoices and credit notes (issue 36): the buyer's PDF (the order's account, or the holder of its
 * signed order link), staff's PDF and "send again".
 */
const buyerRoutes = endpointRoutes('api/v2/order')
const staffRoutes = endpointRoutes('api/v1/admin/orders')
export const invoiceRoutes: readonly EndpointRoutes[] = [buyerRoutes, staffRoutes]

/**
 * May this caller read the order's documents? Its account (the access token the edge adds from the
 * session cookie), or a valid signed order link of THIS order (`?t=`). Anyone else: not found.
 */
async function mayReadAsBuyer(c: Context<BackendEnv>, order: StoredOrder, linkToken: string | undefined) {
  const user = c.get('apiUser')
  if (user && order.userId === user.userId) return true
  if (!linkToken) return false
  const link = await verifyOrderLink(c.env, linkToken)
  if (link.status === 'expired') throw refuse(410, 'ORDER_LINK_EXPIRED')
  return link.status === 'valid' && link.orderSlug === order.slug
}

buyerRoutes.on(invoices.orderInvoicePdf, async (c) => {
  const { slug, invoiceId } = c.req.valid('param')
  const order = await findOrderBySlug(c.env.DB, slug)
  if (!order || !(await mayReadAsBuyer(c, order, c.req.valid('query').t))) throw refuse(404, 'ORDER_NOT_FOUND')
  const invoice = await findOrderInvoice(c.env.DB, order.id, invoiceId)
  if (!invoice) throw refuse(404, 'INVOICE_NOT_FOUND')
  return pdfResponse(await invoicePdf(c.env, invoice), invoiceFileName(invoice))
})

staffRoutes.on(invoices.adminInvoicePdf, async (c) => {
  const { id, invoiceId } = c.req.valid('param')
  const order = await staffOrder(c, id)
  const invoice = await findOrderInvoice(c.env.DB, order.id, invoiceId)
  if (!invoice) throw refuse(404, 'INVOICE_NOT_FOUND')
  return pdfResponse(await invoicePdf(c.env, invoice), invoiceFileName(invoice))
})

/**
 * Staff send the order's invoice and credit notes to the buyer again: one e-mail with a link to
 * each PDF and to the order (the signed order link), and the 'invoiceSent' event. A repeated click
 * (the same request id) sends nothing more.
 */
staffRoutes.on(invoices.adminInvoiceResend, async (c) => {
  const order = await staffOrder(c, c.req.valid('param').id)
  const documents = await listOrderInvoices(c.env.DB, order.id)
  if (!documents.some((document) => document.kind === 'invoice')) throw refuse(409, 'INVOICE_NOT_ISSUED')
  const staff = staffName(c)
  const numbers = documents.map((document) => document.number)
  if (await recordInvoiceSent(c.env.DB, order.id, staff, c.req.valid('json').requestId, numbers)) {
    const token = await signOrderLink(c.env, order.slug)
    const dto = await orderDto(c.env, order, { audience: 'buyer', linkToken: token })
    const links = dto.afterSale.invoices.map((ref) => ({
      kind: ref.kind,
      number: ref.number,
      url: emailLink(c, ref.pdfUrl),
    }))
    const orderUrl = emailLink(c, buildPath('orderLink', dto.language, {}, { t: token }))
    await queueEmail(c, 'orderInvoice', dto.email, dto.language, invoiceEmailMessage(dto, links, orderUrl))
  }
  return ok(c, await currentDetail(c, order))
})
