import { CHECKOUT_CONSENTS } from '../test-helpers'
import { env } from 'cloudflare:test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CartSession, OrderCreateResult } from '../../../contract/dto/commerce'
import { addItem, cartCall, newGuest, newSession, productId, SHIPPING_ADDRESS } from './test-fixtures'

/** A bag no other test orders: its stock is set to what each case needs and restored after. */
let bag = 0
let originalStock: number | null = null
const setStock = (qty: number | null) =>
  env.DB.prepare('UPDATE products SET stock_qty = ? WHERE id = ?').bind(qty, bag).run()
const stock = async () =>
  (await env.DB.prepare('SELECT stock_qty FROM products WHERE id = ?').bind(bag).first<{ stock_qty: number | null }>())
    ?.stock_qty

beforeAll(async () => {
  bag = await productId('IZL-HW-TORBA')
  originalStock = (await stock()) ?? null
})
afterAll(() => setStock(originalStock))

/** A cash-on-delivery guest cart holding `qty` bags, ready to order. */
async function readyCart(qty: number): Promise<CartSession> {
  const session = await newSession()
  await addItem(session, bag, qty)
  const guest = await newGuest(session)
  expect(
    (await cartCall('PUT', '/api/v2/delivery/saveDeliveryMethod', session, { userId: guest.id, deliveryMethodId: 1 }))
      .status,
  ).toBe(200)
  expect(
    (await cartCall('PUT', '/api/v2/payment/savePaymentMethod', session, { userId: guest.id, paymentMethodId: 2 }))
      .status,
  ).toBe(200)
  return session
}

const order = (session: CartSession) =>
  cartCall<OrderCreateResult>('POST', '/api/v2/order/create', session, {
    consents: CHECKOUT_CONSENTS,
    successURL: '/a',
    failureURL: '/b',
    shippingAddress: SHIPPING_ADDRESS,
  })

describe('stock', () => {
  it('two orders racing for the last units: one wins, the other is refused and keeps its cart', async () => {
    await setStock(10)
    const [first, second] = await Promise.all([readyCart(1), readyCart(1)])
    await setStock(1)
    const results = await Promise.all([order(first), order(second)])
    const statuses = results.map((r) => r.status).sort()
    expect(statuses).toEqual([200, 409])
    const refused = results.find((r) => r.status === 409)
    expect(refused?.json.code).toBe('SOLD_OUT_MEANWHILE')
    expect(await stock()).toBe(0)
    const loser = results[0]?.status === 409 ? first : second
    const cart = await env.DB.prepare('SELECT status FROM carts WHERE id = ?')
      .bind(loser.cartId)
      .first<{ status: string }>()
    expect(cart?.status).toBe('active')
    const orders = await env.DB.prepare('SELECT count(*) AS n FROM orders WHERE cart_id IN (?, ?)')
      .bind(first.cartId, second.cartId)
      .first<{ n: number }>()
    expect(orders?.n).toBe(1)
  })

  it('an order for more than is left now (stock sold elsewhere after the cart was filled) is refused', async () => {
    await setStock(10)
    const session = await readyCart(3)
    // Another channel sold all but two after the cart was filled: the order must not sell three.
    await setStock(2)
    const res = await order(session)
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.json.code).toBe('INSUFFICIENT_STOCK')
    expect(await stock()).toBe(2)
  })

  it('the database itself refuses a decrement below zero', async () => {
    await setStock(1)
    await expect(
      env.DB.prepare('UPDATE products SET stock_qty = stock_qty - 2 WHERE id = ?').bind(bag).run(),
    ).rejects.toThrow(/OUT_OF_STOCK/)
    expect(await stock()).toBe(1)
  })
})
