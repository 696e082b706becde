import type { Context } from 'hono'
import type { InvoiceDocument, InvoiceLine } from '../../../contract/dto/invoices'
import type { BackendEnv } from '../context'
import { DELIVERY_TAX_RATE } from '../commerce/pricing'
import { findOrderById } from '../commerce/orders'
import { edgeText } from '../../texts/edge-text'
import { vatAndTotals } from './invoice-amounts'
import { operatorName, zagrebYear } from './invoice-document'
import { makeInvoicePdfLater } from './invoice-files'
import {
  documentEventStatement,
  findInvoiceOfOrder,
  findRefundForCredit,
  insertNumberedStatement,
  linkCreditNoteStatement,
  type RefundForCredit,
} from './invoice-repository'

/**
 * The credit note of a refund (refunds row `refundId` with its refund_lines and shipping): the
 * refunded lines and shipping with negative amounts, referencing the order's invoice, numbered in
 * the invoices' gapless sequence (the invoice's premises and device). The refund row gets its
 * credit_note_id and the order its 'creditNoteIssued' event, in the same batch; once per refund.
 * The credit note's total is what its lines and shipping add up to. An order without an invoice
 * gets no credit note (there is nothing to correct).
 */
export async function issueCreditNote(c: Context<BackendEnv>, refundId: number): Promise<void> {
  const db = c.env.DB
  const refund = await findRefundForCredit(db, refundId)
  if (!refund || refund.creditNoteId !== null) return
  const [order, invoice] = await Promise.all([
    findOrderById(db, refund.orderId),
    findInvoiceOfOrder(db, refund.orderId),
  ])
  if (!order || !invoice) {
    console.warn(`izlog: refund ${refundId} has no invoice to credit; no credit note`)
    return
  }
  const lines = creditLines(refund, order.language)
  if (lines.length === 0) return
  const now = new Date()
  const issuedAt = now.toISOString()
  const actor = refund.createdBy ?? 'system'
  const document: Omit<InvoiceDocument, 'number'> = {
    issuedAt,
    // The parties and the payment as invoiced: a credit note corrects that invoice.
    seller: invoice.document.seller,
    buyer: invoice.document.buyer,
    paymentMethod: invoice.document.paymentMethod,
    lines,
    ...vatAndTotals(lines),
    creditFor: invoice.number,
    orderNumber: order.slug,
    operator: operatorName(actor, order.language),
  }
  const [inserted] = await db.batch([
    insertNumberedStatement(
      db,
      {
        orderId: order.id,
        kind: 'credit_note',
        year: zagrebYear(now),
        premises: invoice.premises,
        device: invoice.device,
        creditsInvoiceId: invoice.id,
        totalCents: document.totals.grossCents,
        document,
        issuedAt,
        issuedBy: actor,
      },
      { sql: 'EXISTS (SELECT 1 FROM refunds WHERE id = ? AND credit_note_id IS NULL)', binds: [refundId] },
    ),
    linkCreditNoteStatement(db, refundId, order.id),
    documentEventStatement(db, order.id, 'creditNoteIssued', actor),
  ])
  const creditNoteId = inserted?.meta.changes === 1 ? inserted.meta.last_row_id : null
  if (creditNoteId) makeInvoicePdfLater(c, creditNoteId)
}

/** The refunded lines (negative quantity and total at the line's price and rate) and shipping at 25 %. */
function creditLines(refund: RefundForCredit, language: 'hr' | 'en'): InvoiceLine[] {
  const lines: InvoiceLine[] = refund.lines.map((line) => ({
    name: line.name,
    qty: -line.qty,
    unitPriceCents: line.unitPriceCents,
    taxRate: line.taxRate,
    totalCents: -line.amountCents,
  }))
  if (refund.shippingCents > 0) {
    lines.push({
      name: edgeText(language, 'invoicePdf.deliveryPlain'),
      qty: -1,
      unitPriceCents: refund.shippingCents,
      taxRate: DELIVERY_TAX_RATE,
      totalCents: -refund.shippingCents,
    })
  }
  return lines
}
