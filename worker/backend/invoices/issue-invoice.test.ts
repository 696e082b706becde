import { env } from 'cloudflare:test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InvoiceDocument } from '../../../contract/dto/invoices'
import { newCustomer, productId, type TestCustomer } from '../commerce/test-fixtures'
import { findOrderById } from '../commerce/orders'
import { issueInvoice } from './issue-invoice'
import { zagrebYear } from './invoice-document'
import { backendContext, markPaidByStaff, placeBankTransferOrder } from './test-invoice-orders'

/**
 * Issue 36: every paid order gets one invoice, numbered `<seq>/<premises>/<device>` per year without
 * gaps or repeats — also when many orders are paid at the same moment — and its document adds up.
 */

const CHARGER = 'IZL-HW-PUNJAC'
const ARTBOOK = 'IZL-ARTBOOK'
let charger = 0
let originalStock: number | null = null
let staff: TestCustomer

beforeAll(async () => {
  charger = await productId(CHARGER)
  originalStock =
    (
      await env.DB.prepare('SELECT stock_qty FROM products WHERE id = ?')
        .bind(charger)
        .first<{ stock_qty: number | null }>()
    )?.stock_qty ?? null
  await env.DB.prepare('UPDATE products SET stock_qty = stock_qty + 200 WHERE id = ? AND stock_qty IS NOT NULL')
    .bind(charger)
    .run()
  staff = await newCustomer(true)
})
afterAll(() => env.DB.prepare('UPDATE products SET stock_qty = ? WHERE id = ?').bind(originalStock, charger).run())

interface InvoiceRow {
  id: number
  seq: number
  number: string
  year: number
  total_cents: number
  document: string
  issued_by: string
}

const invoicesOf = async (orderId: number) =>
  (
    await env.DB.prepare(
      "SELECT id, seq, number, year, total_cents, document, issued_by FROM invoices WHERE order_id = ? AND kind = 'invoice'",
    )
      .bind(orderId)
      .all<InvoiceRow>()
  ).results

const yearSeqs = async (year: number) =>
  (
    await env.DB.prepare(
      "SELECT seq FROM invoices WHERE year = ? AND premises = 'IZLOG1' AND device = '1' ORDER BY seq",
    )
      .bind(year)
      .all<{ seq: number }>()
  ).results.map((row) => row.seq)

const maxSeq = async (year: number) => Math.max(0, ...(await yearSeqs(year)))

describe('issueInvoice', () => {
  it('issues one invoice when staff mark a bank transfer paid: an R1 with the coupon per VAT rate, delivery at 25 %, adding up to the order', async () => {
    const company = { companyName: 'Žuta kuća j.d.o.o.', oib: '98765432106' }
    const placed = await placeBankTransferOrder({
      lines: [
        [CHARGER, 2],
        [ARTBOOK, 1],
      ],
      coupon: 'IZLOG10',
      company,
    })
    const before = await findOrderById(env.DB, placed.orderId)
    expect(before?.status).toBe('pending_payment')
    expect(await invoicesOf(placed.orderId)).toEqual([])

    const detail = await markPaidByStaff(staff, placed.orderId)
    const [invoice, ...more] = await invoicesOf(placed.orderId)
    expect(more).toEqual([])
    expect(invoice?.number).toBe(`${invoice?.seq}/IZLOG1/1`)
    expect(invoice?.year).toBe(zagrebYear(new Date()))
    // Issued by the staff member who saw the transfer arrive, not by "system".
    expect(invoice?.issued_by).toBe(staff.email)

    const order = await findOrderById(env.DB, placed.orderId)
    if (!invoice || !order) throw new Error('no invoice')
    expect(order.couponAmountCents).toBeLessThan(0)
    const document = JSON.parse(invoice.document) as InvoiceDocument
    expect(document.number).toBe(invoice.number)
    expect(document.seller).toMatchObject({ name: 'izlog d.o.o.', oib: '12345678903' })
    expect(document.buyer.company).toEqual({ name: company.companyName, oib: company.oib })
    expect(document.paymentMethod).toBe(order.paymentMethod?.name)
    expect(document.creditFor).toBeNull()
    // The lines as charged, one discount line per VAT rate, delivery at 25 %.
    const discounts = document.lines.filter((line) => line.totalCents < 0)
    expect(discounts.map((line) => line.taxRate).sort()).toEqual([25, 5])
    expect(discounts.reduce((sum, line) => sum + line.totalCents, 0)).toBe(order.couponAmountCents)
    if (order.deliveryAmountCents > 0)
      expect(document.lines.at(-1)).toMatchObject({ taxRate: 25, totalCents: order.deliveryAmountCents })
    // Everything adds up: lines → per rate → totals → the order's total.
    const lineSum = document.lines.reduce((sum, line) => sum + line.totalCents, 0)
    expect(lineSum).toBe(order.orderTotalCents)
    for (const row of document.vat) {
      const gross = document.lines.filter((l) => l.taxRate === row.rate).reduce((s, l) => s + l.totalCents, 0)
      expect(row.baseCents + row.taxCents).toBe(gross)
      expect(Math.abs(row.taxCents - (gross * row.rate) / (100 + row.rate))).toBeLessThanOrEqual(0.5)
    }
    expect(document.totals.grossCents).toBe(order.orderTotalCents)
    expect(document.totals.netCents + document.totals.taxCents).toBe(document.totals.grossCents)
    expect(invoice.total_cents).toBe(order.orderTotalCents)
    // Staff's answer lists it, and the history says it was issued.
    expect(detail.order.afterSale.invoices).toMatchObject([{ kind: 'invoice', number: invoice.number }])
    expect(detail.order.afterSale.invoices[0]?.pdfUrl).toBe(
      `/api/v1/admin/orders/${placed.orderId}/invoices/${invoice.id}`,
    )
    expect(detail.actions.resendInvoice).toBe(true)
    expect(detail.history.map((event) => event.event)).toContain('invoiceIssued')

    // A second call (a retry) takes no number and writes nothing.
    await issueInvoice(backendContext(), placed.orderId)
    expect(await invoicesOf(placed.orderId)).toEqual([invoice])
    const all = await yearSeqs(invoice.year)
    expect(all).toEqual(all.map((_, index) => index + 1))
    const events = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM order_events WHERE order_id = ? AND event = 'invoiceIssued'",
    )
      .bind(placed.orderId)
      .first<{ n: number }>()
    expect(events?.n).toBe(1)
  })

  it('issues nothing for an order that is not paid', async () => {
    const placed = await placeBankTransferOrder({ lines: [[CHARGER, 1]] })
    const year = zagrebYear(new Date())
    await issueInvoice(backendContext(), placed.orderId)
    expect(await invoicesOf(placed.orderId)).toEqual([])
    // No number was taken by the refused order: the year's sequence has no gap.
    const all = await yearSeqs(year)
    expect(all).toEqual(all.map((_, index) => index + 1))
  })

  it('numbers 25 orders paid at the same moment without a gap or a repeat, and a repeated call on each takes no number', async () => {
    const placed = []
    for (let i = 0; i < 25; i++) placed.push(await placeBankTransferOrder({ lines: [[CHARGER, 1]] }))
    const year = zagrebYear(new Date())
    const before = await maxSeq(year)

    await Promise.all(placed.map((order) => markPaidByStaff(staff, order.orderId)))
    // Retried at once: nothing more.
    await Promise.all(placed.map((order) => issueInvoice(backendContext(), order.orderId)))

    const issued = (await Promise.all(placed.map((order) => invoicesOf(order.orderId)))).map((rows) => {
      expect(rows).toHaveLength(1)
      return rows[0]?.seq ?? 0
    })
    expect(new Set(issued).size).toBe(25)
    expect(Math.min(...issued)).toBeGreaterThan(before)
    // The year's sequence as a whole: 1..N, each once.
    const all = await yearSeqs(year)
    expect(all).toEqual(all.map((_, index) => index + 1))
    // Ours are among them, continuing where the year was.
    expect(Math.max(...all)).toBeGreaterThanOrEqual(before + 25)
  })
})
