import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { extractText, getDocumentProxy } from 'unpdf'
import type { AdminOrderDetail } from '../../../contract/dto/admin'
import type { Order } from '../../../contract/dto/commerce'
import type { InvoiceDocument } from '../../../contract/dto/invoices'
import { newCustomer, type TestCustomer } from '../commerce/test-fixtures'
import { signOrderLink } from '../commerce/order-link'
import { callBackend, callBackendRaw, latestEmailTo } from '../test-helpers'
import { SITE_ORIGIN_HEADER } from '../../../contract/upstream-headers'
import { issueCreditNote } from './issue-credit-note'
import { backendContext, markPaidByStaff, placeBankTransferOrder, type PlacedOrder } from './test-invoice-orders'

/**
 * Issue 36: the invoice's PDF for the order's buyer (account, or the signed order link) and staff,
 * never for anyone else; staff send it again; a refund's credit note corrects it.
 */

const CHARGER = 'IZL-HW-PUNJAC'
let staff: TestCustomer
let buyer: TestCustomer
let stranger: TestCustomer
/** The buyer's paid order (an account's), and a guest's paid order. */
let owned: PlacedOrder
let guest: PlacedOrder
let ownedInvoiceId = 0
let guestInvoiceId = 0

async function pdfText(res: Response): Promise<string> {
  const bytes = new Uint8Array(await res.arrayBuffer())
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true })
  return text
}

const invoiceRow = (orderId: number) =>
  env.DB.prepare("SELECT id, number, r2_key, document FROM invoices WHERE order_id = ? AND kind = 'invoice'")
    .bind(orderId)
    .first<{ id: number; number: string; r2_key: string | null; document: string }>()

beforeAll(async () => {
  staff = await newCustomer(true)
  buyer = await newCustomer()
  stranger = await newCustomer()
  owned = await placeBankTransferOrder({ lines: [[CHARGER, 1]], customer: buyer })
  guest = await placeBankTransferOrder({ lines: [[CHARGER, 2]], language: 'en' })
  await markPaidByStaff(staff, owned.orderId)
  await markPaidByStaff(staff, guest.orderId)
  ownedInvoiceId = (await invoiceRow(owned.orderId))?.id ?? 0
  guestInvoiceId = (await invoiceRow(guest.orderId))?.id ?? 0
  expect(ownedInvoiceId).toBeGreaterThan(0)
  expect(guestInvoiceId).toBeGreaterThan(0)
})

describe("the buyer's invoice PDF", () => {
  it('opens for the order’s account: a PDF naming the seller’s OIB, the number, a VAT row and the total; made once and kept in R2', async () => {
    const order = (await callBackend<Order>('GET', `/api/v2/order/get/${owned.slug}`, { token: buyer.token })).json.data
    const ref = order?.afterSale.invoices[0]
    expect(ref).toMatchObject({ kind: 'invoice', id: ownedInvoiceId })
    // The page's link carries a signed order link's token, so it opens without cookies in a body too.
    expect(ref?.pdfUrl).toMatch(new RegExp(`^/api/v2/order/${owned.slug}/invoices/${ownedInvoiceId}\\?t=`))

    const res = await callBackendRaw('GET', `/api/v2/order/${owned.slug}/invoices/${ownedInvoiceId}`, {
      token: buyer.token,
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    const row = await invoiceRow(owned.orderId)
    if (!row) throw new Error('no invoice')
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename="racun-${row.number.replaceAll('/', '-')}.pdf"`,
    )
    const text = await pdfText(res)
    const document = JSON.parse(row.document) as InvoiceDocument
    expect(text).toContain('OIB: 12345678903')
    expect(text).toContain(`Broj: ${row.number}`)
    expect(text).toMatch(/25 %\s*\d+,\d\d\s€\s*\d+,\d\d\s€/)
    const total = (document.totals.grossCents / 100).toFixed(2).replace('.', ',')
    expect(text).toMatch(new RegExp(`Ukupno za platiti\\s*${total}\\s€`))
    expect(text).toContain('Način plaćanja')
    expect(text).toContain(`Narudžba: ${owned.slug}`)
    // Staff marked the transfer paid: the invoice names them as its operator (a card payment: 'web trgovina').
    expect(text).toContain(`Operater: ${staff.email}`)

    // Stored under invoices/<year>/<seq>-<premises>-<device>.pdf, and served from there.
    expect(row.r2_key).toMatch(/^invoices\/\d{4}\/\d+-IZLOG1-1\.pdf$/)
    const stored = await env.MEDIA.get(row.r2_key ?? '')
    expect(stored).not.toBeNull()
    await env.MEDIA.put(row.r2_key ?? '', new TextEncoder().encode('%PDF-kept'))
    const again = await callBackendRaw('GET', ref?.pdfUrl ?? '', {})
    expect(again.status).toBe(200)
    expect(new TextDecoder().decode(await again.arrayBuffer())).toBe('%PDF-kept')
  })

  it("opens for a guest through the signed order link, in the order's language", async () => {
    const token = await signOrderLink(env, guest.slug)
    const order = (await callBackend<Order>('GET', `/api/v2/order/link/${token}`)).json.data
    const ref = order?.afterSale.invoices[0]
    expect(ref?.pdfUrl).toBe(`/api/v2/order/${guest.slug}/invoices/${guestInvoiceId}?t=${encodeURIComponent(token)}`)
    const res = await callBackendRaw('GET', ref?.pdfUrl ?? '')
    expect(res.status).toBe(200)
    const text = await pdfText(res)
    expect(text).toContain('Invoice')
    expect(text).toContain('Total to pay')
  })

  it("opens for a guest reading the order through the cart session (the page's link carries a signed token)", async () => {
    const { cartId, protectCode } = guest.session
    const query = `cartId=${encodeURIComponent(cartId)}&protectCode=${encodeURIComponent(protectCode)}`
    const order = (await callBackend<Order>('GET', `/api/v2/order/get/${guest.slug}?${query}`)).json.data
    const pdfUrl = order?.afterSale.invoices[0]?.pdfUrl ?? ''
    expect(pdfUrl).toMatch(new RegExp(`^/api/v2/order/${guest.slug}/invoices/${guestInvoiceId}\\?t=`))
    expect((await callBackendRaw('GET', pdfUrl)).status).toBe(200)
    // The cart's ids themselves open nothing here: a link the browser follows has no body for the edge to fill.
    const byCart = await callBackend('GET', `/api/v2/order/${guest.slug}/invoices/${guestInvoiceId}?${query}`)
    expect(byCart).toMatchObject({ status: 404, json: { code: 'ORDER_NOT_FOUND' } })
  })

  it('attacker: another account, another order’s link, no session, a guessed invoice id — never this order’s invoice', async () => {
    const path = `/api/v2/order/${owned.slug}/invoices/${ownedInvoiceId}`
    const refused = async (url: string, token?: string) => {
      const res = await callBackend('GET', url, token ? { token } : {})
      return { status: res.status, code: res.json.code }
    }
    expect(await refused(path)).toEqual({ status: 404, code: 'ORDER_NOT_FOUND' })
    expect(await refused(path, stranger.token)).toEqual({ status: 404, code: 'ORDER_NOT_FOUND' })
    // The guest's own valid link does not open the account's order…
    const guestLink = await signOrderLink(env, guest.slug)
    expect(await refused(`${path}?t=${guestLink}`)).toEqual({ status: 404, code: 'ORDER_NOT_FOUND' })
    // …nor, with its own order's number, another order's invoice id.
    expect(await refused(`/api/v2/order/${guest.slug}/invoices/${ownedInvoiceId}?t=${guestLink}`)).toEqual({
      status: 404,
      code: 'INVOICE_NOT_FOUND',
    })
    expect(await refused(`/api/v2/order/${owned.slug}/invoices/${guestInvoiceId}`, buyer.token)).toEqual({
      status: 404,
      code: 'INVOICE_NOT_FOUND',
    })
    // A forged link token is no link; an access token is not a link token.
    expect(await refused(`${path}?t=${guestLink.slice(0, -4)}AAAA`)).toEqual({ status: 404, code: 'ORDER_NOT_FOUND' })
    expect(await refused(`${path}?t=${buyer.token}`)).toEqual({ status: 404, code: 'ORDER_NOT_FOUND' })
    expect((await refused(`/api/v2/order/${owned.slug}/invoices/abc`, buyer.token)).status).toBe(400)
  })
})

describe("staff's invoices", () => {
  it('staff download any order’s PDF; a customer and an anonymous caller are refused', async () => {
    const path = `/api/v1/admin/orders/${guest.orderId}/invoices/${guestInvoiceId}`
    const res = await callBackendRaw('GET', path, { token: staff.token })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('cache-control')).toContain('no-store')
    expect((await callBackend('GET', path, { token: buyer.token })).status).toBe(403)
    expect((await callBackend('GET', path)).status).toBe(401)
    const mismatch = await callBackend('GET', `/api/v1/admin/orders/${owned.orderId}/invoices/${guestInvoiceId}`, {
      token: staff.token,
    })
    expect(mismatch).toMatchObject({ status: 404, json: { code: 'INVOICE_NOT_FOUND' } })
  })

  it('send the invoice again: one e-mail to the buyer with the PDF links, once per click; refused before there is an invoice', async () => {
    const requestId = crypto.randomUUID()
    const send = (id: number, token = staff.token, body: unknown = { requestId }) =>
      callBackend<AdminOrderDetail>('POST', `/api/v1/admin/orders/${id}/invoices/resend`, {
        token,
        body,
        headers: { [SITE_ORIGIN_HEADER]: 'https://izlog.test' },
      })
    const emailsTo = async (email: string) =>
      (
        await env.DB.prepare("SELECT COUNT(*) AS n FROM email_outbox WHERE recipient = ? AND kind = 'orderInvoice'")
          .bind(email)
          .first<{ n: number }>()
      )?.n

    const first = await send(guest.orderId)
    expect(first.status).toBe(200)
    expect(first.json.data?.history.filter((event) => event.event === 'invoiceSent')).toHaveLength(1)
    const mail = await latestEmailTo(guest.email)
    expect(mail).toMatchObject({ kind: 'orderInvoice', locale: 'en' })
    expect(mail?.subject).toBe(`Invoice for order ${guest.slug}`)
    const link = /https:\/\/izlog\.test\/api\/v2\/order\/[^\s]+\/invoices\/\d+\?t=[^\s]+/.exec(mail?.text ?? '')?.[0]
    expect(link).toBeDefined()
    const opened = await callBackendRaw('GET', new URL(link ?? '').pathname + new URL(link ?? '').search)
    expect(opened.status).toBe(200)
    expect(opened.headers.get('content-type')).toBe('application/pdf')

    // The same click again: nothing more is sent.
    expect((await send(guest.orderId)).status).toBe(200)
    expect(await emailsTo(guest.email)).toBe(1)
    // A customer may not; a bad request id is a clear 400.
    expect((await send(guest.orderId, buyer.token)).status).toBe(403)
    expect((await send(guest.orderId, staff.token, { requestId: 'x' })).status).toBe(400)
    // An order without an invoice.
    const unpaid = await placeBankTransferOrder({ lines: [[CHARGER, 1]] })
    expect(await send(unpaid.orderId, staff.token, { requestId: crypto.randomUUID() })).toMatchObject({
      status: 409,
      json: { code: 'INVOICE_NOT_ISSUED' },
    })
  })
})

describe('issueCreditNote', () => {
  it('credits the refunded line and shipping with negative amounts, names the invoice, and links the refund — once', async () => {
    const invoice = await invoiceRow(guest.orderId)
    const line = await env.DB.prepare('SELECT id, unit_price_cents, tax_rate FROM order_lines WHERE order_id = ?')
      .bind(guest.orderId)
      .first<{ id: number; unit_price_cents: number; tax_rate: number }>()
    if (!invoice || !line) throw new Error('no invoice or line')
    const refund = await env.DB.prepare(
      "INSERT INTO refunds (order_id, amount_cents, shipping_cents, method, created_by) VALUES (?, ?, 300, 'manual', 'staff@izlog.hr') RETURNING id",
    )
      .bind(guest.orderId, line.unit_price_cents + 300)
      .first<{ id: number }>()
    await env.DB.prepare('INSERT INTO refund_lines (refund_id, order_line_id, qty, amount_cents) VALUES (?, ?, 1, ?)')
      .bind(refund?.id, line.id, line.unit_price_cents)
      .run()
    const refundId = refund?.id ?? 0

    await Promise.all([issueCreditNote(backendContext(), refundId), issueCreditNote(backendContext(), refundId)])
    const notes = (
      await env.DB.prepare(
        "SELECT id, number, seq, credits_invoice_id, total_cents, document FROM invoices WHERE order_id = ? AND kind = 'credit_note'",
      )
        .bind(guest.orderId)
        .all<{
          id: number
          number: string
          seq: number
          credits_invoice_id: number
          total_cents: number
          document: string
        }>()
    ).results
    expect(notes).toHaveLength(1)
    const note = notes[0]
    if (!note) throw new Error('no credit note')
    expect(note.number).toBe(`${note.seq}/IZLOG1/1`)
    expect(note.credits_invoice_id).toBe(invoice.id)
    expect(note.total_cents).toBe(-(line.unit_price_cents + 300))
    const document = JSON.parse(note.document) as InvoiceDocument
    expect(document.creditFor).toBe(invoice.number)
    expect(document.lines).toEqual([
      expect.objectContaining({ qty: -1, totalCents: -line.unit_price_cents, taxRate: line.tax_rate }),
      expect.objectContaining({ qty: -1, totalCents: -300, taxRate: 25 }),
    ])
    for (const row of document.vat) expect(row.baseCents + row.taxCents).toBeLessThan(0)
    const linked = await env.DB.prepare('SELECT credit_note_id FROM refunds WHERE id = ?')
      .bind(refundId)
      .first<{ credit_note_id: number }>()
    expect(linked?.credit_note_id).toBe(note.id)

    // The buyer sees it beside the invoice, and its PDF says what it corrects.
    const token = await signOrderLink(env, guest.slug)
    const order = (await callBackend<Order>('GET', `/api/v2/order/link/${token}`)).json.data
    expect(order?.afterSale.invoices.map((ref) => ref.kind)).toEqual(['invoice', 'credit_note'])
    expect(order?.afterSale.history.map((event) => event.event)).toContain('creditNoteIssued')
    const pdf = await callBackendRaw('GET', order?.afterSale.invoices[1]?.pdfUrl ?? '')
    expect(pdf.headers.get('content-disposition')).toContain('credit-note-')
    const creditText = await pdfText(pdf)
    expect(creditText).toContain(`Credit note for invoice: ${invoice.number}`)
    expect(creditText).toContain('Operator: staff@izlog.hr')
    expect(creditText).toMatch(/Total credited\s*[-−]€\d+\.\d\d/)
  })
})
