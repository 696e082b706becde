import { env } from 'cloudflare:test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminOrderRow } from '../../../contract/dto/admin'
import type { CartReopen, CartSession, PaymentCancelled } from '../../../contract/dto/commerce'
import type { LastPagePage } from '../../../contract/dto/cms'
import { callBackend, callBackendRaw } from '../test-helpers'
import { newCustomer, newSession, placeCardOrder, productId, type TestCustomer } from './test-fixtures'

/**
 * Back from the provider's page (issue 34): the cart of a card order still awaiting its payment
 * answers awaitingPayment; "cancel the payment" fails the order for its owner or its cart session
 * only (stock back, sessions closed: the provider's page can no longer pay it). The admin's order
 * calls expire due orders first, like the shopper's.
 */

let charger = 0
let originalStock: number | null = null
const stock = async () =>
  (await env.DB.prepare('SELECT stock_qty FROM products WHERE id = ?').bind(charger).first<{ stock_qty: number }>())
    ?.stock_qty
const orderStatus = async (id: number) =>
  (await env.DB.prepare('SELECT status FROM orders WHERE id = ?').bind(id).first<{ status: string }>())?.status
const openSessions = async (orderId: number) =>
  (
    await env.DB.prepare("SELECT COUNT(*) AS n FROM payment_sessions WHERE order_id = ? AND status = 'pending'")
      .bind(orderId)
      .first<{ n: number }>()
  )?.n
const reopen = (session: CartSession) => callBackend<CartReopen>('POST', '/api/v2/cart/reopen', { body: session })
const cancelPayment = (slug: string, body: Partial<CartSession>, token?: string) =>
  callBackend<PaymentCancelled>('POST', `/api/v2/order/cancelPayment/${slug}`, { body, ...(token ? { token } : {}) })

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

describe('a card order awaiting its payment, back from the provider', () => {
  it('its cart answers awaitingPayment with the order and until when it can be paid', async () => {
    const placed = await placeCardOrder(charger, 1)
    const answer = (await reopen(placed.session)).json.data
    expect(answer).toEqual({
      state: 'awaitingPayment',
      orderSlug: placed.orderSlug,
      payableUntil: expect.stringMatching(/^\d{4}-/) as unknown,
    })
  })

  it('cancelPayment by the cart session: the order fails, stock back, sessions closed, the hosted page cannot pay, the cart reopens', async () => {
    const before = await stock()
    const placed = await placeCardOrder(charger, 3)
    expect(await stock()).toBe((before ?? 0) - 3)
    const res = await cancelPayment(placed.orderSlug, placed.session)
    expect(res.status).toBe(200)
    expect(res.json.data).toEqual({ orderSlug: placed.orderSlug })
    expect(await orderStatus(placed.orderId)).toBe('failed')
    expect(await stock()).toBe(before)
    expect(await openSessions(placed.orderId)).toBe(0)

    const form = new FormData()
    form.set('cardNumber', '4242 4242 4242 4242')
    form.set('expiry', '12/40')
    form.set('cvc', '123')
    const pay = await callBackendRaw('POST', placed.payPath, { body: form })
    expect(pay.status).toBe(303)
    expect(pay.headers.get('Location')).toContain('/kosarica?payment=incomplete')
    expect(await orderStatus(placed.orderId)).toBe('failed')

    expect((await reopen(placed.session)).json.data?.state).toBe('reopened')
    // Once failed, there is nothing to cancel.
    expect((await cancelPayment(placed.orderSlug, placed.session)).json.code).toBe('ORDER_NOT_PAYABLE')
  })

  it('its customer may cancel it when logged in', async () => {
    const customer = await newCustomer()
    const placed = await placeCardOrder(charger, 1, customer)
    expect((await cancelPayment(placed.orderSlug, {}, customer.token)).status).toBe(200)
    expect(await orderStatus(placed.orderId)).toBe('failed')
  })

  it('nobody else: another cart, another user, a wrong protect code or no session → 404, nothing changes', async () => {
    const placed = await placeCardOrder(charger, 2)
    const held = await stock()
    const other: TestCustomer = await newCustomer()
    const attempts = [
      await cancelPayment(placed.orderSlug, await newSession()),
      await cancelPayment(placed.orderSlug, {}, other.token),
      await cancelPayment(placed.orderSlug, { cartId: placed.session.cartId, protectCode: 'x'.repeat(32) }),
      await cancelPayment(placed.orderSlug, {}),
    ]
    expect(attempts.map((r) => [r.status, r.json.code])).toEqual(Array(4).fill([404, 'ORDER_NOT_FOUND']))
    expect(await orderStatus(placed.orderId)).toBe('pending_payment')
    expect(await stock()).toBe(held)
    expect(await openSessions(placed.orderId)).toBe(1)
  })
})

describe("the admin's order calls", () => {
  it('expire an order whose payment time is over before answering', async () => {
    const staff = await newCustomer(true)
    const placed = await placeCardOrder(charger, 1)
    await env.DB.prepare("UPDATE payment_sessions SET expires_at = '2000-01-01T00:00:00.000Z' WHERE order_id = ?")
      .bind(placed.orderId)
      .run()
    const list = await callBackend<LastPagePage<AdminOrderRow>>(
      'GET',
      `/api/v1/admin/orders?q=${encodeURIComponent(placed.orderSlug)}`,
      { token: staff.token },
    )
    expect(list.status).toBe(200)
    expect(await orderStatus(placed.orderId)).toBe('failed')
    expect(list.json.data?.data.map((row) => [row.slug, row.status])).toEqual([[placed.orderSlug, 'failed']])
  })
})
