import type { InvoiceDocument } from '../../../contract/dto/invoices'
import { LOCALES, type Locale } from '../../../contract/locales'
import { allRows, columns, firstRow, type Row } from '../rows'
import type { ChargedLine } from './invoice-document'

/** Invoices and credit notes in D1 (table invoices, migration 0044): numbering, reading, the PDF's R2 key. */

export type InvoiceKind = 'invoice' | 'credit_note'

export interface StoredInvoice {
  id: number
  orderId: number
  kind: InvoiceKind
  year: number
  premises: string
  device: string
  seq: number
  number: string
  creditsInvoiceId: number | null
  totalCents: number
  document: InvoiceDocument
  r2Key: string | null
  issuedAt: string
  /** The order's language: the PDF's. */
  language: Locale
}

const invoices = columns('invoices')
const readInvoice = (r: Row): StoredInvoice => ({
  id: invoices.int(r, 'id'),
  orderId: invoices.int(r, 'order_id'),
  kind: invoices.oneOf(r, 'kind', ['invoice', 'credit_note'] as const),
  year: invoices.int(r, 'year'),
  premises: invoices.text(r, 'premises'),
  device: invoices.text(r, 'device'),
  seq: invoices.int(r, 'seq'),
  number: invoices.text(r, 'number'),
  creditsInvoiceId: invoices.nullableInt(r, 'credits_invoice_id'),
  totalCents: invoices.int(r, 'total_cents'),
  document: invoices.json<InvoiceDocument>(r, 'document', {} as InvoiceDocument),
  r2Key: invoices.nullableText(r, 'r2_key'),
  issuedAt: invoices.text(r, 'issued_at'),
  language: invoices.oneOf(r, 'language', LOCALES),
})

const SELECT_INVOICE = 'SELECT i.*, o.language FROM invoices i JOIN orders o ON o.id = i.order_id'

/** The order's invoice and credit notes, oldest first. */
export function listOrderInvoices(db: D1Database, orderId: number): Promise<StoredInvoice[]> {
  return allRows(db.prepare(`${SELECT_INVOICE} WHERE i.order_id = ? ORDER BY i.id`).bind(orderId), readInvoice)
}

/** One invoice of this order (another order's id is not found). */
export function findOrderInvoice(db: D1Database, orderId: number, invoiceId: number): Promise<StoredInvoice | null> {
  return firstRow(
    db.prepare(`${SELECT_INVOICE} WHERE i.id = ? AND i.order_id = ?`).bind(invoiceId, orderId),
    readInvoice,
  )
}

/** The order's invoice (not a credit note), if issued. */
export function findInvoiceOfOrder(db: D1Database, orderId: number): Promise<StoredInvoice | null> {
  return firstRow(
    db.prepare(`${SELECT_INVOICE} WHERE i.order_id = ? AND i.kind = 'invoice'`).bind(orderId),
    readInvoice,
  )
}

export function findInvoiceById(db: D1Database, invoiceId: number): Promise<StoredInvoice | null> {
  return firstRow(db.prepare(`${SELECT_INVOICE} WHERE i.id = ?`).bind(invoiceId), readInvoice)
}

export async function setInvoicePdfKey(db: D1Database, invoiceId: number, key: string): Promise<void> {
  await db.prepare('UPDATE invoices SET r2_key = ? WHERE id = ?').bind(key, invoiceId).run()
}

/** What a new invoice or credit note is: everything but its number, which the insert takes. */
export interface NewInvoice {
  orderId: number
  kind: InvoiceKind
  /** Year of issue in Zagreb time: the sequence starts again every year. */
  year: number
  premises: string
  device: string
  creditsInvoiceId: number | null
  totalCents: number
  /** The frozen document; its `number` is set by the insert. */
  document: Omit<InvoiceDocument, 'number'>
  issuedAt: string
  issuedBy: string
}

/**
 * The insert that numbers the document: MAX(seq) + 1 of its year, premises and device, read and
 * written in ONE statement. D1 runs one write at a time, so two documents never read the same MAX:
 * no number repeats and none is skipped. The number goes into the frozen document too. `onlyIf` is
 * a condition the row needs (the order is paid; the refund has no credit note yet): when it is
 * false, or the order already has its invoice (invoices_one_per_order), nothing is inserted and no
 * number is taken.
 */
export function insertNumberedStatement(
  db: D1Database,
  invoice: NewInvoice,
  onlyIf: { sql: string; binds: unknown[] },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT OR IGNORE INTO invoices
         (order_id, kind, year, premises, device, seq, number, credits_invoice_id, total_cents, document, issued_at, issued_by)
       SELECT ?1, ?2, ?3, ?4, ?5, next.seq, next.number, ?6, ?7, json_set(?8, '$.number', next.number), ?9, ?10
       FROM (SELECT COALESCE(MAX(seq), 0) + 1 AS seq, (COALESCE(MAX(seq), 0) + 1) || '/' || ?4 || '/' || ?5 AS number
             FROM invoices WHERE year = ?3 AND premises = ?4 AND device = ?5) AS next
       WHERE ${onlyIf.sql}`,
    )
    .bind(
      invoice.orderId,
      invoice.kind,
      invoice.year,
      invoice.premises,
      invoice.device,
      invoice.creditsInvoiceId,
      invoice.totalCents,
      JSON.stringify(invoice.document),
      invoice.issuedAt,
      invoice.issuedBy,
      ...onlyIf.binds,
    )
}

/**
 * The order's event for a document just inserted by the statement before it in the batch (only when
 * that one changed a row), naming the document's number.
 */
export function documentEventStatement(
  db: D1Database,
  orderId: number,
  event: 'invoiceIssued' | 'creditNoteIssued',
  actor: string,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO order_events (order_id, event, from_status, to_status, actor, detail)
       SELECT o.id, ?, o.status, o.status, ?, json_object('number', i.number, 'invoiceId', i.id)
       FROM orders o JOIN invoices i ON i.id = (SELECT MAX(id) FROM invoices WHERE order_id = o.id)
       WHERE o.id = ? AND changes() = 1`,
    )
    .bind(event, actor, orderId)
}

const orderLines = columns('order_lines')

/** The order's lines as charged (the invoice's lines), in order. */
export function chargedLines(db: D1Database, orderId: number): Promise<ChargedLine[]> {
  return allRows(
    db
      .prepare(
        'SELECT id, name, qty, unit_price_cents, row_total_cents, coupon_cents, tax_rate FROM order_lines WHERE order_id = ? ORDER BY id',
      )
      .bind(orderId),
    (r) => ({
      id: orderLines.int(r, 'id'),
      name: orderLines.text(r, 'name'),
      qty: orderLines.int(r, 'qty'),
      unitPriceCents: orderLines.int(r, 'unit_price_cents'),
      rowTotalCents: orderLines.int(r, 'row_total_cents'),
      couponCents: orderLines.int(r, 'coupon_cents'),
      taxRate: orderLines.real(r, 'tax_rate'),
    }),
  )
}

/** A refund as its credit note needs it. */
export interface RefundForCredit {
  id: number
  orderId: number
  shippingCents: number
  creditNoteId: number | null
  createdBy: string | null
  /** The refunded lines: how many, for how much, at the order line's price and rate. */
  lines: Array<{
    orderLineId: number
    name: string
    qty: number
    amountCents: number
    unitPriceCents: number
    taxRate: number
  }>
}

const refunds = columns('refunds')
const refundLines = columns('refund_lines')

export async function findRefundForCredit(db: D1Database, refundId: number): Promise<RefundForCredit | null> {
  const [head, lines] = await db.batch([
    db
      .prepare('SELECT id, order_id, shipping_cents, credit_note_id, created_by FROM refunds WHERE id = ?')
      .bind(refundId),
    db
      .prepare(
        `SELECT rl.order_line_id, rl.qty, rl.amount_cents, ol.name, ol.unit_price_cents, ol.tax_rate
         FROM refund_lines rl JOIN order_lines ol ON ol.id = rl.order_line_id
         WHERE rl.refund_id = ? ORDER BY rl.order_line_id`,
      )
      .bind(refundId),
  ])
  const row = head?.results[0] as Row | undefined
  if (!row) return null
  return {
    id: refunds.int(row, 'id'),
    orderId: refunds.int(row, 'order_id'),
    shippingCents: refunds.int(row, 'shipping_cents'),
    creditNoteId: refunds.nullableInt(row, 'credit_note_id'),
    createdBy: refunds.nullableText(row, 'created_by'),
    lines: ((lines?.results ?? []) as Row[]).map((r) => ({
      orderLineId: refundLines.int(r, 'order_line_id'),
      name: refundLines.text(r, 'name'),
      qty: refundLines.int(r, 'qty'),
      amountCents: refundLines.int(r, 'amount_cents'),
      unitPriceCents: refundLines.int(r, 'unit_price_cents'),
      taxRate: refundLines.real(r, 'tax_rate'),
    })),
  }
}

/**
 * The refund names its credit note: the newest credit note of the order, inserted by the statement
 * before it in the same batch (which ran only while the refund had none).
 */
export function linkCreditNoteStatement(db: D1Database, refundId: number, orderId: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE refunds SET credit_note_id = (SELECT MAX(id) FROM invoices WHERE order_id = ? AND kind = 'credit_note')
       WHERE id = ? AND credit_note_id IS NULL AND changes() = 1`,
    )
    .bind(orderId, refundId)
}

/**
 * Staff sent the documents again: the 'invoiceSent' event, under the click's request id, written
 * only if no event of the order carries that id yet. False: a repeated click (nothing to send).
 */
export async function recordInvoiceSent(
  db: D1Database,
  orderId: number,
  actor: string,
  requestId: string,
  numbers: string[],
): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT OR IGNORE INTO order_events (order_id, event, from_status, to_status, actor, detail, request_id)
       SELECT id, 'invoiceSent', status, status, ?, ?, ? FROM orders WHERE id = ?`,
    )
    .bind(actor, JSON.stringify({ numbers }), requestId, orderId)
    .run()
  return result.meta.changes === 1
}
