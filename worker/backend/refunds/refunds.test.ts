import { env } from 'cloudflare:test'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AdminOrderDetail } from '../../../contract/dto/admin'
import type { Order } from '../../../contract/dto/commerce'
import { refundPayment } from '../commerce/sandbox-payments'
import { findOrderById } from '../commerce/orders'
import { signOrderLink } from '../commerce/order-link'
import { newCustomer, productId, type TestCustomer } from '../commerce/test-fixtures'
import { callBackend, latestEmailTo } from '../test-helpers'
import { orderLines, orderRow, placePaidOrder, refundCall, refundRows } from './test-refund-orders'

/**
 * Issue 36, refunds: staff give back a whole order or chosen lines and shipping — card payments
 * through the (test) provider, which checks the amount itself; bank transfers paid out by hand. The
 * amount is the order's, coupon shared out, and all refunds never pass what was paid; each request
 * is made once; stock comes back only when staff say so; digital lines lose their keys and downloads.
 */

let staff: TestCustomer
let customer: TestCustomer
let strap = 0
let grip = 0
let game = 0
let strapStockBefore: number | null = null
const stockOf = async (id: number) =>
  (await env.DB.prepare('SELECT stock_qty FROM products WHERE id = ?').bind(id).first<{ stock_qty: number | null }>())
    ?.stock_qty ?? null

beforeAll(async () => {
  staff = await newCustomer(true)
  customer = await newCustomer(false)
  strap = await productId('IZL-HW-REMEN')
  grip = await productId('IZL-HW-GRIP')
  game = await productId('IZL-G-DUBOKO')
  strapStockBefore = await stockOf(strap)
  await env.DB.prepare('UPDATE products SET stock_qty = 1000 WHERE id IN (?, ?)').bind(strap, grip).run()
})
afterAll(async () => {
  await env.DB.prepare('UPDATE products SET stock_qty = ? WHERE id = ?').bind(strapStockBefore, strap).run()
})

const detailOf = async (orderId: number) =>
  (await callBackend<AdminOrderDetail>('GET', `/api/v1/admin/orders/${orderId}`, { token: staff.token })).json.data

const linesToRefund = (detail: AdminOrderDetail | undefined) =>
  (detail?.refundable.lines ?? []).map((line) => ({ orderLineId: line.orderLineId, qty: line.qty }))

const cents = (euros: number) => Math.round(euros * 100)

describe('a whole refund of a card order', () => {
  it('goes through the provider, refunds everything with shipping, e-mails the buyer, and the order says refunded', async () => {
    const order = await placePaidOrder(staff, 'HPF', [
      { product: strap, qty: 2 },
      { product: grip, qty: 1 },
    ])
    const before = await detailOf(order.orderId)
    expect(before?.actions.refund).toBe(true)
    expect(before?.refundable.method).toBe('provider')
    const row = await orderRow(order.orderId)
    expect(cents(before?.refundable.total ?? 0)).toBe(row?.order_total_cents)

    const res = await refundCall(staff, order.orderId, {
      lines: linesToRefund(before),
      shipping: before?.refundable.shipping,
      reason: 'Kupac odustao',
    })
    expect(res.status, res.json.code).toBe(200)
    expect(res.json.data?.order.status).toBe('refunded')
    expect(res.json.data?.actions.refund).toBe(false)
    expect(res.json.data?.refundable.total).toBe(0)
    const [refund] = await refundRows(order.orderId)
    expect(refund).toMatchObject({ amount_cents: row?.order_total_cents, method: 'provider' })
    expect(refund?.provider_ref).toMatch(/^re_/)
    const charged = await env.DB.prepare('SELECT SUM(amount_cents) AS total FROM provider_refunds WHERE order_id = ?')
      .bind(order.orderId)
      .first<{ total: number }>()
    expect(charged?.total).toBe(row?.order_total_cents)
    expect(res.json.data?.order.afterSale.refunds).toEqual([
      expect.objectContaining({ id: refund?.id, amount: (row?.order_total_cents ?? 0) / 100, method: 'provider' }),
    ])
    expect(res.json.data?.history.map((event) => event.event)).toContain('refunded')
    // The refund's credit note (issued after the refund's batch) is named with it.
    const creditNote = res.json.data?.order.afterSale.refunds[0]?.creditNoteNumber
    expect(creditNote).toMatch(/^\d+\/[A-Z0-9]+\/\d+$/)

    const mail = await latestEmailTo(order.email)
    expect(mail).toMatchObject({ kind: 'orderRefund', locale: 'hr' })
    expect(mail?.subject).toContain(order.slug)
    expect(mail?.text).toContain('karticu')
    expect(mail?.text).toContain(`Odobrenje br. ${creditNote}`)
  })
})

describe('a partial refund', () => {
  it('gives back chosen lines at what the buyer paid for them (the coupon shared out) and shipping; the rest later comes to exactly the total', async () => {
    const order = await placePaidOrder(
      staff,
      'HPF',
      [
        { product: strap, qty: 3 },
        { product: grip, qty: 1 },
      ],
      { coupon: 'IZLOG10', language: 'en' },
    )
    const row = await orderRow(order.orderId)
    expect(row?.coupon_amount_cents).toBeLessThan(0)
    const [strapLine, gripLine] = await orderLines(order.orderId)
    const goodsPaid = (row?.order_total_cents ?? 0) - (row?.delivery_amount_cents ?? 0)
    const rowsTotal = (strapLine?.row_total_cents ?? 0) + (gripLine?.row_total_cents ?? 0)
    const strapPaid = Math.floor(((strapLine?.row_total_cents ?? 0) * goodsPaid) / rowsTotal)
    const oneStrap = Math.floor(strapPaid / 3)
    // Less than the price on the line: the coupon took its share.
    expect(oneStrap).toBeLessThan((strapLine?.row_total_cents ?? 0) / 3)

    const first = await refundCall(staff, order.orderId, {
      lines: [{ orderLineId: strapLine?.id, qty: 1 }],
      shipping: (row?.delivery_amount_cents ?? 0) / 100,
    })
    expect(first.status, first.json.code).toBe(200)
    expect(first.json.data?.order.status).toBe('partly_refunded')
    expect((await refundRows(order.orderId))[0]).toMatchObject({
      amount_cents: oneStrap + (row?.delivery_amount_cents ?? 0),
      shipping_cents: row?.delivery_amount_cents,
    })
    const left = first.json.data?.refundable
    expect(left?.shipping).toBe(0)
    expect(left?.lines.find((line) => line.orderLineId === strapLine?.id)?.qty).toBe(2)
    expect(first.json.data?.actions.refund).toBe(true)
    expect((await latestEmailTo(order.email))?.subject).toBe(`Refund for order ${order.slug}`)

    const rest = await refundCall(staff, order.orderId, { lines: linesToRefund(first.json.data) })
    expect(rest.status, rest.json.code).toBe(200)
    expect(rest.json.data?.order.status).toBe('refunded')
    const all = await refundRows(order.orderId)
    expect(all.reduce((sum, refund) => sum + refund.amount_cents, 0)).toBe(row?.order_total_cents)
    expect(rest.json.data?.order.afterSale.refunds).toHaveLength(2)
  })
})

describe('too much is refused', () => {
  it('by us: more units or shipping than are left, nothing at all, another order’s line, a refunded order — 409, translated, nothing written', async () => {
    const order = await placePaidOrder(staff, 'HPF', [{ product: grip, qty: 2 }])
    const other = await placePaidOrder(staff, 'BANK_TRANSFER', [{ product: grip, qty: 1 }])
    const [line] = await orderLines(order.orderId)
    const [otherLine] = await orderLines(other.orderId)
    const row = await orderRow(order.orderId)
    const tooMany = await refundCall(staff, order.orderId, { lines: [{ orderLineId: line?.id, qty: 3 }] })
    expect(tooMany.status).toBe(409)
    expect(tooMany.json).toMatchObject({ code: 'REFUND_QTY_TOO_HIGH', params: { left: 2 } })
    // The same line twice counts as one request for both.
    const twice = await refundCall(staff, order.orderId, {
      lines: [
        { orderLineId: line?.id, qty: 2 },
        { orderLineId: line?.id, qty: 1 },
      ],
    })
    expect(twice.json.code).toBe('REFUND_QTY_TOO_HIGH')
    const shipping = await refundCall(staff, order.orderId, {
      shipping: (row?.delivery_amount_cents ?? 0) / 100 + 0.01,
    })
    expect(shipping.status).toBe(409)
    expect(shipping.json.code).toBe('REFUND_SHIPPING_TOO_HIGH')
    expect((await refundCall(staff, order.orderId, {})).json.code).toBe('REFUND_EMPTY')
    const foreign = await refundCall(staff, order.orderId, { lines: [{ orderLineId: otherLine?.id, qty: 1 }] })
    expect(foreign.status).toBe(400)
    expect(foreign.json.code).toBe('REFUND_LINE_UNKNOWN')
    const badShape = await refundCall(staff, order.orderId, { requestId: 'not-a-uuid' })
    expect(badShape.status).toBe(400)
    expect(await refundRows(order.orderId)).toEqual([])
    expect((await orderRow(order.orderId))?.version).toBe(row?.version)

    const all = await refundCall(staff, order.orderId, {
      lines: [{ orderLineId: line?.id, qty: 2 }],
      shipping: (row?.delivery_amount_cents ?? 0) / 100,
    })
    expect(all.status).toBe(200)
    const again = await refundCall(staff, order.orderId, { shipping: 0.01 })
    expect(again.status).toBe(409)
    expect(again.json.code).toBe('REFUND_NOT_ALLOWED')
    expect(await refundRows(order.orderId)).toHaveLength(1)
  })

  it('by the provider itself: more than it charged less what it refunded; a repeated key refunds once; not its payment, no refund', async () => {
    const order = await placePaidOrder(staff, 'HPF', [{ product: grip, qty: 1 }])
    const stored = await findOrderById(env.DB, order.orderId)
    if (!stored) throw new Error('order missing')
    const total = stored.orderTotalCents
    expect(await refundPayment(env, stored, total + 1, crypto.randomUUID())).toEqual({ ok: false, reason: 'exceeds' })
    const key = crypto.randomUUID()
    const part = await refundPayment(env, stored, total - 100, key)
    expect(part).toMatchObject({ ok: true })
    expect(await refundPayment(env, stored, total - 100, key)).toEqual(part)
    expect(await refundPayment(env, stored, 101, crypto.randomUUID())).toEqual({ ok: false, reason: 'exceeds' })
    expect(await refundPayment(env, stored, 100, crypto.randomUUID())).toMatchObject({ ok: true })
    expect(await refundPayment(env, stored, 1, crypto.randomUUID())).toEqual({ ok: false, reason: 'exceeds' })
    const given = await env.DB.prepare('SELECT SUM(amount_cents) AS total FROM provider_refunds WHERE order_id = ?')
      .bind(order.orderId)
      .first<{ total: number }>()
    expect(given?.total).toBe(total)

    const transfer = await placePaidOrder(staff, 'BANK_TRANSFER', [{ product: grip, qty: 1 }])
    const byHand = await findOrderById(env.DB, transfer.orderId)
    if (!byHand) throw new Error('order missing')
    expect(await refundPayment(env, byHand, 100, crypto.randomUUID())).toEqual({ ok: false, reason: 'unavailable' })
  })

  it('the provider out of reach (test payments off in production): 502, translated, nothing written', async () => {
    const order = await placePaidOrder(staff, 'HPF', [{ product: grip, qty: 1 }])
    const before = await orderRow(order.orderId)
    const [line] = await orderLines(order.orderId)
    const res = await callBackend('POST', `/api/v1/admin/orders/${order.orderId}/refund`, {
      token: staff.token,
      body: { requestId: crypto.randomUUID(), lines: [{ orderLineId: line?.id, qty: 1 }], restock: false },
      env: { ENVIRONMENT: 'production', TEST_PAYMENTS: '' },
    })
    expect(res.status).toBe(502)
    expect(res.json.code).toBe('REFUND_PROVIDER_FAILED')
    expect(await refundRows(order.orderId)).toEqual([])
    // Its claim on the order is let go: the next refund may run.
    const claims = await env.DB.prepare('SELECT COUNT(*) AS n FROM refund_claims WHERE order_id = ?')
      .bind(order.orderId)
      .first<{ n: number }>()
    expect(claims?.n).toBe(0)
    expect(await orderRow(order.orderId)).toEqual(before)
  })
})

describe('a bank transfer', () => {
  it('is refunded by hand: recorded, no provider call, the buyer told how', async () => {
    const order = await placePaidOrder(staff, 'BANK_TRANSFER', [{ product: grip, qty: 2 }])
    const before = await detailOf(order.orderId)
    expect(before?.refundable.method).toBe('manual')
    const [line] = await orderLines(order.orderId)
    const res = await refundCall(staff, order.orderId, { lines: [{ orderLineId: line?.id, qty: 1 }] })
    expect(res.status, res.json.code).toBe(200)
    expect(res.json.data?.order.status).toBe('partly_refunded')
    expect(await refundRows(order.orderId)).toEqual([expect.objectContaining({ method: 'manual', provider_ref: null })])
    const provider = await env.DB.prepare('SELECT COUNT(*) AS n FROM provider_refunds WHERE order_id = ?')
      .bind(order.orderId)
      .first<{ n: number }>()
    expect(provider?.n).toBe(0)
    expect((await latestEmailTo(order.email))?.text).toContain('bankovni račun')
  })
})

describe('stock', () => {
  it('comes back by exactly the refunded quantity when staff say the goods are back, and not otherwise', async () => {
    const order = await placePaidOrder(staff, 'BANK_TRANSFER', [{ product: strap, qty: 4 }])
    const [line] = await orderLines(order.orderId)
    const start = await stockOf(strap)
    const kept = await refundCall(staff, order.orderId, { lines: [{ orderLineId: line?.id, qty: 1 }], restock: false })
    expect(kept.status).toBe(200)
    expect(await stockOf(strap)).toBe(start)
    const back = await refundCall(staff, order.orderId, { lines: [{ orderLineId: line?.id, qty: 2 }], restock: true })
    expect(back.status).toBe(200)
    expect(await stockOf(strap)).toBe((start ?? 0) + 2)
    expect(back.json.data?.history.filter((event) => event.event === 'restocked')).toHaveLength(1)
  })
})

describe('digital lines', () => {
  it('lose their keys (marked, kept with the order, never back in the pool) and their download once refunded', async () => {
    const order = await placePaidOrder(staff, 'HPF', [
      { product: game, qty: 2 },
      { product: grip, qty: 1 },
    ])
    const [gameLine] = (await orderLines(order.orderId)).filter((line) => line.product_id === game)
    if (!gameLine) throw new Error('no game line')
    // What delivery gave the line (keys and a download), made sure of here whatever the pool held.
    const assigned = await env.DB.prepare('SELECT COUNT(*) AS n FROM licence_keys WHERE order_line_id = ?')
      .bind(gameLine.id)
      .first<{ n: number }>()
    for (let i = assigned?.n ?? 0; i < 2; i++)
      await env.DB.prepare(
        `INSERT INTO licence_keys (product_id, key, order_id, order_line_id, assigned_at) VALUES (?, ?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
      )
        .bind(game, `REFUND-${crypto.randomUUID()}`, order.orderId, gameLine.id)
        .run()
    await env.DB.prepare(
      `INSERT INTO download_links (order_id, order_line_id, product_id, token_hash, expires_at, max_downloads)
       VALUES (?, ?, ?, ?, '2999-01-01T00:00:00.000Z', 5)`,
    )
      .bind(order.orderId, gameLine.id, game, crypto.randomUUID())
      .run()
    const keys = () =>
      env.DB.prepare('SELECT order_id, revoked_at FROM licence_keys WHERE order_line_id = ? ORDER BY id')
        .bind(gameLine.id)
        .all<{ order_id: number; revoked_at: string | null }>()
    const openLinks = async () =>
      (
        await env.DB.prepare('SELECT COUNT(*) AS n FROM download_links WHERE order_line_id = ? AND revoked_at IS NULL')
          .bind(gameLine.id)
          .first<{ n: number }>()
      )?.n

    const one = await refundCall(staff, order.orderId, { lines: [{ orderLineId: gameLine.id, qty: 1 }] })
    expect(one.status, one.json.code).toBe(200)
    expect((await keys()).results.filter((key) => key.revoked_at !== null)).toHaveLength(1)
    expect(await openLinks()).toBeGreaterThan(0)

    const rest = await refundCall(staff, order.orderId, { lines: [{ orderLineId: gameLine.id, qty: 1 }] })
    expect(rest.status, rest.json.code).toBe(200)
    const after = (await keys()).results
    expect(after.every((key) => key.revoked_at !== null && key.order_id === order.orderId)).toBe(true)
    expect(await openLinks()).toBe(0)
    expect(rest.json.data?.history.filter((event) => event.event === 'keysRevoked')).toHaveLength(2)
  })
})

describe('once, and never more than the total', () => {
  it('a repeated request (double click, retry) refunds once and answers the order as it is', async () => {
    const order = await placePaidOrder(staff, 'HPF', [{ product: grip, qty: 2 }])
    const [line] = await orderLines(order.orderId)
    const body = { requestId: crypto.randomUUID(), lines: [{ orderLineId: line?.id, qty: 1 }] }
    const first = await refundCall(staff, order.orderId, body)
    const second = await refundCall(staff, order.orderId, body)
    expect([first.status, second.status]).toEqual([200, 200])
    expect(second.json.data?.order.status).toBe('partly_refunded')
    expect(await refundRows(order.orderId)).toHaveLength(1)
    const mails = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM email_outbox WHERE recipient = ? AND kind = 'orderRefund'",
    )
      .bind(order.email)
      .first<{ n: number }>()
    expect(mails?.n).toBe(1)
  })

  it.each(['HPF', 'BANK_TRANSFER'] as const)(
    'two refunds of the same remaining amount at once (%s): one wins, the other is refused, never more than paid',
    async (type) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined)
      const order = await placePaidOrder(staff, type, [{ product: grip, qty: 1 }])
      const detail = await detailOf(order.orderId)
      const whole = { lines: linesToRefund(detail), shipping: detail?.refundable.shipping }
      const results = await Promise.all([
        refundCall(staff, order.orderId, whole),
        refundCall(staff, order.orderId, whole),
      ])
      expect(results.map((res) => res.status).sort()).toEqual([200, 409])
      const refunds = await refundRows(order.orderId)
      expect(refunds).toHaveLength(1)
      expect(refunds[0]?.amount_cents).toBe((await orderRow(order.orderId))?.order_total_cents)
      const provider = await env.DB.prepare(
        'SELECT COALESCE(SUM(amount_cents), 0) AS total FROM provider_refunds WHERE order_id = ?',
      )
        .bind(order.orderId)
        .first<{ total: number }>()
      expect(provider?.total).toBe(type === 'HPF' ? refunds[0]?.amount_cents : 0)
      vi.restoreAllMocks()
    },
  )
})

describe('one refund at a time', () => {
  it('two staff refund the same line of a card order at once (the provider would take both: it checks money, not lines): one is paid out and written, the other refused', async () => {
    const order = await placePaidOrder(staff, 'HPF', [
      { product: strap, qty: 1 },
      { product: grip, qty: 1 },
    ])
    const [line] = await orderLines(order.orderId)
    const same = { lines: [{ orderLineId: line?.id, qty: 1 }] }
    const results = await Promise.all([refundCall(staff, order.orderId, same), refundCall(staff, order.orderId, same)])
    expect(results.map((res) => res.status).sort()).toEqual([200, 409])
    expect(results.find((res) => res.status === 409)?.json.code).toBe('ORDER_CHANGED')
    const refunds = await refundRows(order.orderId)
    expect(refunds).toHaveLength(1)
    const provider = await env.DB.prepare(
      'SELECT COALESCE(SUM(amount_cents), 0) AS total FROM provider_refunds WHERE order_id = ?',
    )
      .bind(order.orderId)
      .first<{ total: number }>()
    expect(provider?.total).toBe(refunds[0]?.amount_cents)
    // Once it is done, the next refund runs.
    const next = await refundCall(staff, order.orderId, {
      lines: [{ orderLineId: (await orderLines(order.orderId))[1]?.id, qty: 1 }],
    })
    expect(next.status, next.json.code).toBe(200)
  })
})

describe('the attacker', () => {
  it('a visitor (401) and a customer — even the buyer, through the signed link — cannot refund (403); nothing changes', async () => {
    const order = await placePaidOrder(staff, 'HPF', [{ product: grip, qty: 1 }])
    const detail = await detailOf(order.orderId)
    const body = { lines: linesToRefund(detail), shipping: detail?.refundable.shipping }
    const before = await orderRow(order.orderId)
    expect((await refundCall({}, order.orderId, body)).status).toBe(401)
    const asCustomer = await refundCall(customer, order.orderId, body)
    expect(asCustomer.status).toBe(403)
    expect(asCustomer.json.code).toBe('BACKOFFICE_ONLY')
    const link = await signOrderLink(env, order.slug)
    expect((await refundCall({ token: link }, order.orderId, body)).status).toBe(401)
    expect(await refundRows(order.orderId)).toEqual([])
    expect(await orderRow(order.orderId)).toEqual(before)
  })

  it('the buyer sees the refund on the order page, with no staff details', async () => {
    const order = await placePaidOrder(staff, 'HPF', [{ product: grip, qty: 1 }])
    const detail = await detailOf(order.orderId)
    await refundCall(staff, order.orderId, { lines: linesToRefund(detail) })
    const link = await signOrderLink(env, order.slug)
    const seen = await callBackend<Order>('GET', `/api/v2/order/link/${encodeURIComponent(link)}`)
    expect(seen.status).toBe(200)
    expect(seen.json.data?.afterSale.refunds).toEqual([
      expect.objectContaining({ method: 'provider', lines: [expect.objectContaining({ qty: 1 })] }),
    ])
    expect(seen.json.data?.afterSale.history.find((event) => event.event === 'refunded')?.by).toBeNull()
  })
})
