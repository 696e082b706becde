import { env } from 'cloudflare:test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminOrderDetail } from '../../../contract/dto/admin'
import type { Order } from '../../../contract/dto/commerce'
import { returns } from '../../../contract/endpoints/returns'
import { callBackend, latestEmailTo } from '../test-helpers'
import { signOrderLink } from '../commerce/order-link'
import { findOrderById } from '../commerce/orders'
import { newCustomer, placeCardOrder, productId, type TestCustomer } from '../commerce/test-fixtures'
import type { CartSession } from '../../../contract/dto/commerce'
import { requestReturn } from './request-return'
import { RETURN_WINDOW_DAYS } from './return-window'

/**
 * Returns (issue 36): the buyer asks within 14 days of delivery for physical lines only, no more
 * than is left; staff accept, refuse and receive (stock back); every write is done once per click,
 * and only the order's buyer (account, cart session, signed link) may ask.
 */

const DAY_MS = 24 * 60 * 60 * 1000
let charger = 0
let originalStock: number | null = null

const stockOf = async (id: number) =>
  (await env.DB.prepare('SELECT stock_qty FROM products WHERE id = ?').bind(id).first<{ stock_qty: number }>())
    ?.stock_qty ?? null

beforeAll(async () => {
  charger = await productId('IZL-HW-PUNJAC')
  originalStock = await stockOf(charger)
  await env.DB.prepare('UPDATE products SET stock_qty = 1000 WHERE id = ?').bind(charger).run()
})
afterAll(() => env.DB.prepare('UPDATE products SET stock_qty = ? WHERE id = ?').bind(originalStock, charger).run())

interface DeliveredOrder {
  orderId: number
  slug: string
  session: CartSession
  physicalLineId: number
  digitalLineId: number
  email: string
}

/**
 * A card order of `qty` chargers plus a game (an eProduct line), paid and delivered `daysAgo` days
 * ago (the steps before delivery are other helpers' and their own tests').
 */
async function deliveredOrder(customer: TestCustomer | null, qty = 3, daysAgo = 2): Promise<DeliveredOrder> {
  const placed = await placeCardOrder(charger, qty, customer)
  const deliveredAt = new Date(Date.now() - daysAgo * DAY_MS).toISOString()
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO order_lines (order_id, product_id, name, sku, product_type, qty, unit_price_cents, row_total_cents, tax_rate, options)
       VALUES (?, NULL, 'Igra Bura', 'IZL-G-TEST', 'eProduct', 1, 1990, 1990, 25, '{}')`,
    ).bind(placed.orderId),
    env.DB.prepare(
      "UPDATE orders SET status = 'delivered', paid_at = ?1, delivered_at = ?1, version = version + 1 WHERE id = ?2",
    ).bind(deliveredAt, placed.orderId),
  ])
  const lines = await env.DB.prepare(
    'SELECT id, product_type, order_id FROM order_lines WHERE order_id = ? ORDER BY id',
  )
    .bind(placed.orderId)
    .all<{ id: number; product_type: string }>()
  const order = await env.DB.prepare('SELECT email FROM orders WHERE id = ?')
    .bind(placed.orderId)
    .first<{ email: string }>()
  return {
    orderId: placed.orderId,
    slug: placed.orderSlug,
    session: placed.session,
    physicalLineId: lines.results.find((line) => line.product_type !== 'eProduct')?.id ?? 0,
    digitalLineId: lines.results.find((line) => line.product_type === 'eProduct')?.id ?? 0,
    email: order?.email ?? '',
  }
}

interface AskOptions {
  token?: string
  session?: CartSession
  linkToken?: string
  requestId?: string
  reason?: string
}

const ask = (slug: string, lines: Array<{ orderLineId: number; qty: number }>, options: AskOptions = {}) =>
  callBackend<Order>('POST', `/api/v2/order/${slug}/returns`, {
    body: {
      requestId: options.requestId ?? crypto.randomUUID(),
      lines,
      reason: options.reason ?? 'Ne odgovara mi.',
      ...(options.session ?? {}),
      ...(options.linkToken ? { linkToken: options.linkToken } : {}),
    },
    headers: { 'x-izlog-client-address': `returns-${crypto.randomUUID()}` },
    ...(options.token ? { token: options.token } : {}),
  })

const staffCall = (
  orderId: number,
  returnId: number,
  action: 'accept' | 'refuse' | 'receive',
  token: string,
  body: { requestId?: string; note?: string } = {},
) =>
  callBackend<AdminOrderDetail>('POST', `/api/v1/admin/orders/${orderId}/returns/${returnId}/${action}`, {
    body: { requestId: body.requestId ?? crypto.randomUUID(), ...(body.note !== undefined ? { note: body.note } : {}) },
    token,
  })

const orderStatus = async (id: number) => (await findOrderById(env.DB, id))?.status
const returnRows = async (orderId: number) =>
  (
    await env.DB.prepare('SELECT id, status FROM returns WHERE order_id = ? ORDER BY id').bind(orderId).all<{
      id: number
      status: string
    }>()
  ).results
const eventsOf = async (orderId: number) =>
  (
    await env.DB.prepare('SELECT event, actor, to_status FROM order_events WHERE order_id = ? ORDER BY id')
      .bind(orderId)
      .all<{ event: string; actor: string; to_status: string }>()
  ).results

let staff: TestCustomer

beforeAll(async () => {
  staff = await newCustomer(true)
})

describe("the buyer's return request", () => {
  it('within 14 days: the request is made once, the order awaits the decision, and the buyer and the shop are e-mailed', async () => {
    const customer = await newCustomer()
    const order = await deliveredOrder(customer)
    const requestId = crypto.randomUUID()
    const before = await callBackend<Order>('GET', `/api/v2/order/get/${order.slug}`, { token: customer.token })
    expect(before.json.data?.afterSale.returnable).toEqual([{ orderLineId: order.physicalLineId, qty: 3 }])
    const until = Date.parse(before.json.data?.afterSale.returnableUntil ?? '')
    expect(until).toBeGreaterThan(Date.now() + (RETURN_WINDOW_DAYS - 3) * DAY_MS)

    const asked = await ask(order.slug, [{ orderLineId: order.physicalLineId, qty: 1 }], {
      token: customer.token,
      requestId,
    })
    expect(asked.status, asked.json.code).toBe(200)
    expect(asked.json.data?.status).toBe('return_requested')
    expect(asked.json.data?.afterSale.returns).toMatchObject([
      { status: 'requested', reason: 'Ne odgovara mi.', lines: [{ orderLineId: order.physicalLineId, qty: 1 }] },
    ])
    // One request open: no other until staff decide.
    expect(asked.json.data?.afterSale.returnableUntil).toBeNull()

    const again = await ask(order.slug, [{ orderLineId: order.physicalLineId, qty: 1 }], {
      token: customer.token,
      requestId,
    })
    expect(again.status).toBe(200)
    expect(await returnRows(order.orderId)).toHaveLength(1)
    expect((await eventsOf(order.orderId)).filter((event) => event.event === 'returnRequested')).toEqual([
      { event: 'returnRequested', actor: 'buyer', to_status: 'return_requested' },
    ])

    const toBuyer = await latestEmailTo(order.email)
    expect(toBuyer?.kind).toBe('orderReturn')
    expect(toBuyer?.subject).toContain(order.slug)
    expect(toBuyer?.text).toContain('Ne odgovara mi.')
    const toShop = await latestEmailTo('info@izlog.hr')
    expect(toShop?.subject).toBe(`Novi zahtjev za povrat — narudžba ${order.slug}`)
    expect(toShop?.text).toContain(order.email)
  })

  it('after 14 days the window is closed: no returnable lines and the request is refused', async () => {
    const customer = await newCustomer()
    const order = await deliveredOrder(customer, 1, RETURN_WINDOW_DAYS + 1)
    const read = await callBackend<Order>('GET', `/api/v2/order/get/${order.slug}`, { token: customer.token })
    expect(read.json.data?.afterSale.returnableUntil).toBeNull()
    expect(read.json.data?.afterSale.returnable).toEqual([])
    const asked = await ask(order.slug, [{ orderLineId: order.physicalLineId, qty: 1 }], { token: customer.token })
    expect(asked.status).toBe(409)
    expect(asked.json.code).toBe('RETURN_NOT_POSSIBLE')
    expect(await returnRows(order.orderId)).toHaveLength(0)
  })

  it('an order not delivered yet has no return window', async () => {
    const customer = await newCustomer()
    const placed = await placeCardOrder(charger, 1, customer)
    const read = await callBackend<Order>('GET', `/api/v2/order/get/${placed.orderSlug}`, { token: customer.token })
    expect(read.json.data?.afterSale.returnableUntil).toBeNull()
    const line = await env.DB.prepare('SELECT id FROM order_lines WHERE order_id = ?')
      .bind(placed.orderId)
      .first<{ id: number }>()
    const asked = await ask(placed.orderSlug, [{ orderLineId: line?.id ?? 0, qty: 1 }], { token: customer.token })
    expect(asked.json.code).toBe('RETURN_NOT_POSSIBLE')
  })

  it('refuses more than was delivered, digital lines, lines of another order and an empty reason', async () => {
    const customer = await newCustomer()
    const order = await deliveredOrder(customer, 2)
    const tooMany = await ask(order.slug, [{ orderLineId: order.physicalLineId, qty: 3 }], { token: customer.token })
    expect(tooMany.status).toBe(400)
    expect(tooMany.json.code).toBe('RETURN_QTY_TOO_HIGH')
    expect(tooMany.json.params).toEqual({ max: 2 })
    // The same line named twice counts both quantities.
    const twice = await ask(
      order.slug,
      [
        { orderLineId: order.physicalLineId, qty: 2 },
        { orderLineId: order.physicalLineId, qty: 1 },
      ],
      { token: customer.token },
    )
    expect(twice.json.code).toBe('RETURN_QTY_TOO_HIGH')
    const digital = await ask(order.slug, [{ orderLineId: order.digitalLineId, qty: 1 }], { token: customer.token })
    expect(digital.status).toBe(400)
    expect(digital.json.code).toBe('RETURN_LINE_NOT_RETURNABLE')
    const other = await deliveredOrder(null, 1)
    const foreign = await ask(order.slug, [{ orderLineId: other.physicalLineId, qty: 1 }], { token: customer.token })
    expect(foreign.json.code).toBe('RETURN_LINE_NOT_RETURNABLE')
    const noReason = await ask(order.slug, [{ orderLineId: order.physicalLineId, qty: 1 }], {
      token: customer.token,
      reason: '   ',
    })
    expect(noReason.status).toBe(400)
    const english = await callBackend('POST', `/api/v2/order/${order.slug}/returns`, {
      body: { requestId: crypto.randomUUID(), lines: [{ orderLineId: order.physicalLineId, qty: 9 }], reason: 'x' },
      token: customer.token,
      language: 'en',
    })
    expect(english.json.code).toBe('RETURN_QTY_TOO_HIGH')
    expect(await returnRows(order.orderId)).toHaveLength(0)
  })

  it('what was refunded may not be returned', async () => {
    const customer = await newCustomer()
    const order = await deliveredOrder(customer, 4)
    const refund = await env.DB.prepare(
      "INSERT INTO refunds (order_id, amount_cents, method) VALUES (?, 100, 'manual') RETURNING id",
    )
      .bind(order.orderId)
      .first<{ id: number }>()
    await env.DB.prepare('INSERT INTO refund_lines (refund_id, order_line_id, qty, amount_cents) VALUES (?, ?, 1, 100)')
      .bind(refund?.id, order.physicalLineId)
      .run()
    const read = await callBackend<Order>('GET', `/api/v2/order/get/${order.slug}`, { token: customer.token })
    expect(read.json.data?.afterSale.returnable).toEqual([{ orderLineId: order.physicalLineId, qty: 3 }])
    const tooMany = await ask(order.slug, [{ orderLineId: order.physicalLineId, qty: 4 }], { token: customer.token })
    expect(tooMany.json.params).toEqual({ max: 3 })
  })

  it("the attacker: another customer's token, another cart session, another order's link, or nobody → 404", async () => {
    const owner = await newCustomer()
    const order = await deliveredOrder(owner)
    const line = [{ orderLineId: order.physicalLineId, qty: 1 }]
    const stranger = await newCustomer()
    const strangersOrder = await deliveredOrder(null)
    const otherLink = await signOrderLink(env, strangersOrder.slug)
    for (const attempt of [
      { token: stranger.token },
      { session: strangersOrder.session },
      { session: { ...order.session, protectCode: 'guessed-code' } },
      { linkToken: otherLink },
      { linkToken: 'not-a-token' },
      {},
    ]) {
      const asked = await ask(order.slug, line, attempt)
      expect(asked.status, JSON.stringify(Object.keys(attempt))).toBe(404)
      expect(asked.json.code).toBe('ORDER_NOT_FOUND')
    }
    expect(await returnRows(order.orderId)).toHaveLength(0)
  })

  it("a guest asks through the order's cart session or its signed link", async () => {
    const bySession = await deliveredOrder(null)
    const asked = await ask(bySession.slug, [{ orderLineId: bySession.physicalLineId, qty: 1 }], {
      session: bySession.session,
    })
    expect(asked.status, asked.json.code).toBe(200)
    const byLink = await deliveredOrder(null)
    const linkToken = await signOrderLink(env, byLink.slug)
    const viaLink = await ask(byLink.slug, [{ orderLineId: byLink.physicalLineId, qty: 2 }], { linkToken })
    expect(viaLink.status, viaLink.json.code).toBe(200)
    expect(viaLink.json.data?.afterSale.returns[0]?.lines).toEqual([
      { orderLineId: byLink.physicalLineId, name: expect.any(String), qty: 2 },
    ])
  })

  it('a request made on an order another change has moved on is stale and writes nothing', async () => {
    const order = await deliveredOrder(null)
    const read = await findOrderById(env.DB, order.orderId)
    if (!read) throw new Error('order missing')
    await env.DB.prepare('UPDATE orders SET version = version + 1 WHERE id = ?').bind(order.orderId).run()
    const outcome = await requestReturn(env.DB, read, {
      requestId: crypto.randomUUID(),
      lines: [{ orderLineId: order.physicalLineId, qty: 1 }],
      reason: 'Kasno.',
    })
    expect(outcome).toBe('stale')
    expect(await returnRows(order.orderId)).toHaveLength(0)
  })
})

describe("staff's decisions", () => {
  it('accept → receive puts the goods back in stock once; then the buyer returns the rest', async () => {
    const customer = await newCustomer()
    const order = await deliveredOrder(customer, 3)
    await ask(order.slug, [{ orderLineId: order.physicalLineId, qty: 2 }], { token: customer.token })
    const [request] = await returnRows(order.orderId)
    const returnId = request?.id ?? 0

    const early = await staffCall(order.orderId, returnId, 'receive', staff.token)
    expect(early.status).toBe(409)
    expect(early.json.code).toBe('RETURN_NOT_RECEIVABLE')

    const accepted = await staffCall(order.orderId, returnId, 'accept', staff.token, { note: 'Pošaljite s računom.' })
    expect(accepted.status, accepted.json.code).toBe(200)
    expect(accepted.json.data?.order.afterSale.returns[0]).toMatchObject({
      status: 'accepted',
      staffNote: 'Pošaljite s računom.',
    })
    expect(accepted.json.data?.actions.returns).toEqual([{ id: returnId, accept: false, refuse: true, receive: true }])
    expect(accepted.json.data?.order.status).toBe('return_requested')
    const acceptMail = await latestEmailTo(order.email)
    expect(acceptMail?.text).toContain('Ozaljska 93')
    expect(acceptMail?.subject).toContain('prihvaćen')

    const again = await staffCall(order.orderId, returnId, 'accept', staff.token)
    expect(again.status).toBe(409)
    expect(again.json.code).toBe('RETURN_NOT_ACCEPTABLE')

    const stock = await stockOf(charger)
    const requestId = crypto.randomUUID()
    const received = await staffCall(order.orderId, returnId, 'receive', staff.token, { requestId })
    expect(received.status, received.json.code).toBe(200)
    expect(received.json.data?.order.status).toBe('return_received')
    expect(received.json.data?.order.afterSale.returns[0]?.status).toBe('received')
    expect(await stockOf(charger)).toBe((stock ?? 0) + 2)
    const repeated = await staffCall(order.orderId, returnId, 'receive', staff.token, { requestId })
    expect(repeated.status).toBe(200)
    expect(await stockOf(charger)).toBe((stock ?? 0) + 2)
    const events = (await eventsOf(order.orderId)).map((event) => event.event)
    expect(events.filter((event) => event === 'returnReceived')).toHaveLength(1)
    expect(events.filter((event) => event === 'restocked')).toHaveLength(1)
    expect((await eventsOf(order.orderId)).find((event) => event.event === 'returnAccepted')?.actor).toBe(staff.email)

    // What is left (1 of 3) may still go back.
    const rest = await ask(order.slug, [{ orderLineId: order.physicalLineId, qty: 2 }], { token: customer.token })
    expect(rest.json.code).toBe('RETURN_QTY_TOO_HIGH')
    const second = await ask(order.slug, [{ orderLineId: order.physicalLineId, qty: 1 }], { token: customer.token })
    expect(second.status, second.json.code).toBe(200)
    expect(second.json.data?.afterSale.returns.map((r) => r.status)).toEqual(['received', 'requested'])
  })

  it('refuse with a note: the buyer sees it, the order is delivered again and the goods may be asked for again', async () => {
    const customer = await newCustomer()
    const order = await deliveredOrder(customer, 2)
    await ask(order.slug, [{ orderLineId: order.physicalLineId, qty: 2 }], { token: customer.token })
    const returnId = (await returnRows(order.orderId))[0]?.id ?? 0
    const noNote = await staffCall(order.orderId, returnId, 'refuse', staff.token, { note: '' })
    expect(noNote.status).toBe(400)
    const refused = await staffCall(order.orderId, returnId, 'refuse', staff.token, { note: 'Proizvod je oštećen.' })
    expect(refused.status, refused.json.code).toBe(200)
    expect(refused.json.data?.order.status).toBe('delivered')
    expect(refused.json.data?.actions.returns).toEqual([{ id: returnId, accept: false, refuse: false, receive: false }])
    const mail = await latestEmailTo(order.email)
    expect(mail?.text).toContain('Proizvod je oštećen.')
    const read = await callBackend<Order>('GET', `/api/v2/order/get/${order.slug}`, { token: customer.token })
    expect(read.json.data?.afterSale.returns[0]).toMatchObject({ status: 'refused', staffNote: 'Proizvod je oštećen.' })
    expect(read.json.data?.afterSale.returnable).toEqual([{ orderLineId: order.physicalLineId, qty: 2 }])
    const late = await staffCall(order.orderId, returnId, 'accept', staff.token)
    expect(late.json.code).toBe('RETURN_NOT_ACCEPTABLE')
  })

  it("another order's return is not found, and nothing changes", async () => {
    const order = await deliveredOrder(null)
    const other = await deliveredOrder(null)
    await ask(other.slug, [{ orderLineId: other.physicalLineId, qty: 1 }], { session: other.session })
    const otherReturn = (await returnRows(other.orderId))[0]?.id ?? 0
    const crossed = await staffCall(order.orderId, otherReturn, 'accept', staff.token)
    expect(crossed.status).toBe(404)
    expect(crossed.json.code).toBe('RETURN_NOT_FOUND')
    expect((await returnRows(other.orderId))[0]?.status).toBe('requested')
    expect(await orderStatus(order.orderId)).toBe('delivered')
  })

  it('the staff rows refuse visitors (401) and customers (403)', async () => {
    const customer = await newCustomer()
    const order = await deliveredOrder(customer)
    await ask(order.slug, [{ orderLineId: order.physicalLineId, qty: 1 }], { token: customer.token })
    const returnId = (await returnRows(order.orderId))[0]?.id ?? 0
    for (const row of [returns.adminReturnAccept, returns.adminReturnRefuse, returns.adminReturnReceive]) {
      const path = `/${row.path.replace(':id', String(order.orderId)).replace(':returnId', String(returnId))}`
      const body = { requestId: crypto.randomUUID(), note: 'x' }
      const visitor = await callBackend('POST', path, { body })
      expect(visitor.status, path).toBe(401)
      const asCustomer = await callBackend('POST', path, { body, token: customer.token })
      expect(asCustomer.status, path).toBe(403)
      expect(asCustomer.json.code).toBe('BACKOFFICE_ONLY')
    }
    expect((await returnRows(order.orderId))[0]?.status).toBe('requested')
  })
})
