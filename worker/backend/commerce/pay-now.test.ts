import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Cart, CartReopen, CartSession, Order, OrderCreateResult } from '../../../contract/dto/commerce'
import worker from '../../index'
import { callBackend, callBackendRaw } from '../test-helpers'
import { signOrderLink } from './order-link'
import { cartCall, newCustomer, placeCardOrder, productId } from './test-fixtures'
import type { TestCustomer } from './test-fixtures'

/**
 * Abandoned card payments (issue 34): "cancel, back to the shop" on the provider's page and the
 * Cron Trigger both end the order (stock back) so its cart can be reopened; "pay now" opens a new
 * session only for the order's owner (or its signed link), only until its payment time ends.
 */

let charger = 0
let originalStock: number | null = null
const stock = async () =>
  (await env.DB.prepare('SELECT stock_qty FROM products WHERE id = ?').bind(charger).first<{ stock_qty: number }>())
    ?.stock_qty

beforeAll(async () => {
  charger = await productId('IZL-HW-PUNJAC')
  originalStock =
    (
      await env.DB.prepare('SELECT stock_qty FROM products WHERE id = ?')
        .bind(charger)
        .first<{ stock_qty: number | null }>()
    )?.stock_qty ?? null
  await env.DB.prepare('UPDATE products SET stock_qty = 1000 WHERE id = ?').bind(charger).run()
})
afterAll(() => env.DB.prepare('UPDATE products SET stock_qty = ? WHERE id = ?').bind(originalStock, charger).run())

const cardOrder = (customer: TestCustomer | null = null, qty = 2) => placeCardOrder(charger, qty, customer)

const orderStatus = async (id: number) =>
  (await env.DB.prepare('SELECT status FROM orders WHERE id = ?').bind(id).first<{ status: string }>())?.status
const endPaymentTime = (orderId: number) =>
  env.DB.prepare("UPDATE payment_sessions SET expires_at = '2000-01-01T00:00:00.000Z' WHERE order_id = ?")
    .bind(orderId)
    .run()
const reopen = (session: CartSession) => callBackend<CartReopen>('POST', '/api/v2/cart/reopen', { body: session })
const payNow = (
  slug: string,
  body: Partial<CartSession> & { linkToken?: string },
  options: { token?: string; language?: string } = {},
) =>
  callBackend<OrderCreateResult>('POST', `/api/v2/order/pay/${slug}`, {
    body: { successURL: '/naplata/uspjesna', failureURL: '/profil/narudzbe', ...body },
    ...options,
  })

describe('a card order left unpaid', () => {
  it('"cancel, back to the shop" on the hosted page fails the order, puts the stock back and sends the shopper to the failure URL; the cart reopens with its lines', async () => {
    const before = await stock()
    const placed = await cardOrder(null, 3)
    expect(await stock()).toBe((before ?? 0) - 3)
    const page = await callBackendRaw('GET', placed.payPath)
    expect(await page.text()).toContain('Odustani, natrag u trgovinu')
    // While the order waits for its payment, the cart is not given back: the order can still be paid.
    expect((await reopen(placed.session)).json.data?.state).toBe('awaitingPayment')

    const form = new FormData()
    form.set('payAction', 'cancel')
    const cancelled = await callBackendRaw('POST', placed.payPath, { body: form })
    expect(cancelled.status).toBe(303)
    expect(cancelled.headers.get('Location')).toBe(`/kosarica?payment=incomplete&orderSlug=${placed.orderSlug}`)
    expect(await orderStatus(placed.orderId)).toBe('failed')
    expect(await stock()).toBe(before)

    const reopened = await reopen(placed.session)
    expect(reopened.json.data?.state).toBe('reopened')
    const fresh = reopened.json.data as CartSession
    const cart = await cartCall<Cart>('POST', '/api/v2/cart/getCart', {
      cartId: fresh.cartId,
      protectCode: fresh.protectCode,
    })
    expect(cart.json.data?.items.map((item) => [item.productId, item.qty])).toEqual([[charger, 3]])
  })

  it('the Cron Trigger ends an order whose payment session ended: failed, stock back, its cart reopenable', async () => {
    const before = await stock()
    const placed = await cardOrder(null, 2)
    await endPaymentTime(placed.orderId)
    vi.spyOn(console, 'log').mockImplementation(() => undefined)
    const ctx = createExecutionContext()
    await worker.scheduled(createScheduledController({ cron: '*/2 * * * *', scheduledTime: Date.now() }), env, ctx)
    await waitOnExecutionContext(ctx)
    vi.restoreAllMocks()
    expect(await orderStatus(placed.orderId)).toBe('failed')
    expect(await stock()).toBe(before)
    expect((await reopen(placed.session)).json.data?.state).toBe('reopened')
  })

  it('a cart whose order ran out of payment time reopens at once, before any cron run', async () => {
    const placed = await cardOrder(null, 1)
    await endPaymentTime(placed.orderId)
    expect((await reopen(placed.session)).json.data?.state).toBe('reopened')
    expect(await orderStatus(placed.orderId)).toBe('failed')
  })
})

describe('"pay now"', () => {
  it("the owner gets a new session of the same order, ending when the order's payment time ends; the order shows until when it can be paid", async () => {
    const customer = await newCustomer()
    const placed = await cardOrder(customer)
    const seen = await callBackend<Order>('GET', `/api/v2/order/get/${placed.orderSlug}`, { token: customer.token })
    const until = seen.json.data?.payableUntil
    expect(until).toMatch(/^\d{4}-/)
    const paid = await payNow(placed.orderSlug, {}, { token: customer.token, language: 'en' })
    expect(paid.status).toBe(200)
    expect(paid.json.data?.orderSlug).toBe(placed.orderSlug)
    const html = paid.json.data?.html
    const path = typeof html === 'string' ? (/action="([^"]+)"/.exec(html)?.[1] ?? '') : ''
    expect(path).toMatch(/^\/pay\/[A-Za-z0-9_-]+\?lang=en$/)
    expect(path).not.toBe(placed.payPath.replace('lang=hr', 'lang=en'))
    const sessions = await env.DB.prepare('SELECT expires_at FROM payment_sessions WHERE order_id = ? ORDER BY id')
      .bind(placed.orderId)
      .all<{ expires_at: string }>()
    expect(sessions.results.map((s) => s.expires_at)).toEqual([until, until])
    // The new session pays the order.
    const form = new FormData()
    form.set('cardNumber', '4242 4242 4242 4242')
    form.set('expiry', '12/40')
    form.set('cvc', '123')
    expect((await callBackendRaw('POST', path, { body: form })).status).toBe(303)
    expect(await orderStatus(placed.orderId)).toBe('paid')
    const after = await callBackend<Order>('GET', `/api/v2/order/get/${placed.orderSlug}`, { token: customer.token })
    expect(after.json.data?.payableUntil).toBeNull()
  })

  it('the browser of the order (its cart session) and the holder of the signed link may pay it', async () => {
    const placed = await cardOrder()
    expect((await payNow(placed.orderSlug, placed.session)).status).toBe(200)
    const link = await signOrderLink(env, placed.orderSlug)
    expect((await payNow(placed.orderSlug, { linkToken: link })).status).toBe(200)
  })

  it("attacker: asks a new session for another customer's order, with their own login, another order's link or a forged cart — 404, nothing created", async () => {
    const victim = await newCustomer()
    const attacker = await newCustomer()
    const placed = await cardOrder(victim)
    const own = await cardOrder(attacker)
    const count = async () =>
      (
        await env.DB.prepare('SELECT COUNT(*) AS n FROM payment_sessions WHERE order_id = ?')
          .bind(placed.orderId)
          .first<{ n: number }>()
      )?.n
    const before = await count()
    for (const attempt of [
      payNow(placed.orderSlug, {}, { token: attacker.token }),
      payNow(placed.orderSlug, {}),
      payNow(placed.orderSlug, { linkToken: await signOrderLink(env, own.orderSlug) }),
      payNow(placed.orderSlug, { linkToken: 'a.b.c' }),
      payNow(placed.orderSlug, { cartId: placed.session.cartId, protectCode: own.session.protectCode }),
      payNow(placed.orderSlug, own.session),
    ]) {
      const refused = await attempt
      expect(refused.status).toBe(404)
      expect(refused.json.code).toBe('ORDER_NOT_FOUND')
    }
    expect(await count()).toBe(before)
  })

  it('an order whose payment time is over, a paid order and a cancelled order are refused with their own codes', async () => {
    const customer = await newCustomer()
    const late = await cardOrder(customer)
    await endPaymentTime(late.orderId)
    const expired = await payNow(late.orderSlug, {}, { token: customer.token })
    expect(expired.status).toBe(410)
    expect(expired.json.code).toBe('ORDER_PAYMENT_EXPIRED')

    const done = await cardOrder(customer)
    await env.DB.prepare("UPDATE orders SET status = 'paid' WHERE id = ?").bind(done.orderId).run()
    const paid = await payNow(done.orderSlug, {}, { token: customer.token })
    expect(paid.status).toBe(409)
    expect(paid.json.code).toBe('ORDER_ALREADY_PAID')

    const cancelled = await cardOrder(customer)
    const form = new FormData()
    form.set('payAction', 'cancel')
    await callBackendRaw('POST', cancelled.payPath, { body: form })
    const gone = await payNow(cancelled.orderSlug, {}, { token: customer.token })
    expect(gone.status).toBe(409)
    expect(gone.json.code).toBe('ORDER_NOT_PAYABLE')
  })
})
