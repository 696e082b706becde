import type { Context } from 'hono'
import type { BackendEnv } from '../context'
import { findOrderById } from '../commerce/orders'
import { getSeller } from '../settings/repository'
import { makeInvoicePdfLater } from './invoice-files'
import { invoiceDocument, invoiceIssuer, zagrebYear } from './invoice-document'
import { chargedLines, documentEventStatement, findInvoiceOfOrder, insertNumberedStatement } from './invoice-repository'

/**
 * The invoice of a paid order (cash on delivery: at delivery, when it is paid), numbered without
 * gaps; once per order: a second call, or two at once, issue one invoice and take one number. The
 * order's event 'invoiceIssued' is written in the same batch. The PDF is made after the answer.
 * Throws when the seller's invoicing data (OIB, premises, device) are missing from settings:
 * afterPayment logs it and staff see the order without an invoice.
 */
export async function issueInvoice(c: Context<BackendEnv>, orderId: number, actor = 'system'): Promise<void> {
  const db = c.env.DB
  const order = await findOrderById(db, orderId)
  if (!order || order.paidAt === null) return
  if (await findInvoiceOfOrder(db, orderId)) return
  const issuer = invoiceIssuer(await getSeller(db))
  if (!issuer) throw new Error('the seller has no OIB, invoice premises or device in settings (shop.seller)')
  const now = new Date()
  const issuedAt = now.toISOString()
  const document = invoiceDocument(order, await chargedLines(db, orderId), issuer, { at: issuedAt, by: actor })
  const [inserted] = await db.batch([
    insertNumberedStatement(
      db,
      {
        orderId,
        kind: 'invoice',
        year: zagrebYear(now),
        premises: issuer.premises,
        device: issuer.device,
        creditsInvoiceId: null,
        totalCents: document.totals.grossCents,
        document,
        issuedAt,
        issuedBy: actor,
      },
      { sql: 'EXISTS (SELECT 1 FROM orders WHERE id = ? AND paid_at IS NOT NULL)', binds: [orderId] },
    ),
    documentEventStatement(db, orderId, 'invoiceIssued', actor),
  ])
  const invoiceId = inserted?.meta.changes === 1 ? inserted.meta.last_row_id : null
  if (invoiceId) makeInvoicePdfLater(c, invoiceId)
}
