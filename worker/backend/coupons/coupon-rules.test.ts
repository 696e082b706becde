import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { Cart, CartSession, OrderCreateResult, PaymentMethod } from '../../../contract/dto/commerce'
import { CHECKOUT_CONSENTS, callBackend, uniqueEmail } from '../test-helpers'
import { jarCall, type Jar } from '../../../test/edge/helpers'
import { findOrderById } from '../commerce/orders'
import { nestedCatalogue } from './test-products'
import { refundableOf } from '../refunds/refundable'
import {
  SHIPPING_ADDRESS,
  addItem,
  cartCall,
  newCustomer,
  newGuest,
  newSession,
  placeTestOrder,
  type TestCustomer,
} from '../commerce/test-fixtures'

/**
 * Issue 37, promotions: a coupon limited to products or categories discounts only their lines (a
 * category's descendants included), one with free shipping makes the delivery free, and its total
 * and per-customer limits hold under concurrent orders (the use is claimed in the order's batch).
 */

interface CouponSpec {
  percent?: number
  amountCents?: number
  usageLimit?: number | null
  perCustomerLimit?: number | null
  freeShipping?: boolean
  minCents?: number
  products?: number[]
  categories?: number[]
}

/** A coupon written straight to the database (the admin calls have their own tests). */
async function makeCoupon(spec: CouponSpec): Promise<string> {
  const code = `T${crypto.randomUUID().slice(0, 8).toUpperCase()}`
  const row = await env.DB.prepare(
    `INSERT INTO coupons (code, type, percent, amount_cents, min_items_total_cents, usage_limit, per_customer_limit, free_shipping)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      code,
      spec.percent !== undefined ? 'percent' : 'fixed',
      spec.percent ?? null,
      spec.amountCents ?? null,
      spec.minCents ?? 0,
      spec.usageLimit ?? null,
      spec.perCustomerLimit ?? null,
      spec.freeShipping ? 1 : 0,
    )
    .first<{ id: number }>()
  if (!row) throw new Error('coupon insert failed')
  for (const product of spec.products ?? [])
    await env.DB.prepare('INSERT INTO coupon_products (coupon_id, product_id) VALUES (?, ?)')
      .bind(row.id, product)
      .run()
  for (const category of spec.categories ?? [])
    await env.DB.prepare('INSERT INTO coupon_categories (coupon_id, category_id) VALUES (?, ?)')
      .bind(row.id, category)
      .run()
  return code
}

const priceOf = async (product: number) =>
  (
    await env.DB.prepare('SELECT final_price_cents AS p FROM products WHERE id = ?')
      .bind(product)
      .first<{ p: number }>()
  )?.p ?? 0

const applyCoupon = (session: CartSession, couponCode: string, language = 'hr', token?: string) =>
  cartCall('POST', '/api/v2/cart/applyCoupon', session, { couponCode }, { language, token })

describe('a coupon limited to products or categories', () => {
  it('discounts only the lines of its category (a child category counts), leaving the others whole', async () => {
    const { parent, inside, outside } = await nestedCatalogue()
    const code = await makeCoupon({ percent: 50, categories: [parent] })
    const session = await newSession()
    await addItem(session, inside, 2)
    await addItem(session, outside, 1)
    const res = await applyCoupon(session, code)
    expect(res.status, res.json.message).toBe(200)
    const cart = res.json.data as Cart
    const insideRow = (await priceOf(inside)) * 2
    expect(cart.couponCode).toBe(code)
    expect(Math.round(cart.prices.converted.coupon * 100)).toBe(-Math.round(insideRow / 2))
  })

  it('a fixed amount is capped at the matching lines, not the whole cart', async () => {
    const { inside, outside } = await nestedCatalogue()
    const code = await makeCoupon({ amountCents: 10_000_000, products: [inside] })
    const session = await newSession()
    await addItem(session, inside, 1)
    await addItem(session, outside, 1)
    const cart = (await applyCoupon(session, code)).json.data as Cart
    expect(Math.round(cart.prices.converted.coupon * 100)).toBe(-(await priceOf(inside)))
  })

  it.each([
    ['hrv', 'Ovaj kupon ne vrijedi ni za jedan proizvod u košarici.'],
    ['eng', 'This coupon does not apply to any product in your cart.'],
  ])(
    'attacker: with no matching line it is refused through the cart page (409, %s) and the cart keeps no coupon',
    async (language, message) => {
      const { inside, outside } = await nestedCatalogue()
      const code = await makeCoupon({ percent: 10, products: [inside] })
      const jar: Jar = {}
      const headers = { language }
      expect((await jarCall('POST', '/api/cart/items', jar, { productId: outside, qty: 1 }, headers)).status).toBe(200)
      const res = await jarCall('POST', '/api/cart/coupon', jar, { couponCode: code }, headers)
      expect(res.status).toBe(409)
      expect(await res.json()).toMatchObject({ code: 'COUPON_NO_MATCHING_ITEMS', message })
      const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM carts WHERE coupon_code = ?')
        .bind(code)
        .first<{ n: number }>()
      expect(row?.n).toBe(0)
    },
  )

  it('a cart that loses its matching line loses the coupon too', async () => {
    const { inside, outside } = await nestedCatalogue()
    const code = await makeCoupon({ percent: 10, products: [inside] })
    const session = await newSession()
    const added = await addItem(session, inside, 1)
    await addItem(session, outside, 1)
    expect((await applyCoupon(session, code)).status).toBe(200)
    const line = added.items.find((item) => item.productId === inside)
    const after = await cartCall('DELETE', '/api/v2/cart/deleteItem', session, { itemId: line?.itemId })
    expect(after.status, after.json.message).toBe(200)
    expect(after.json.data).toMatchObject({ coupon: false, couponCode: null })
    expect(after.json.data?.prices.converted.coupon).toBe(0)
  })
})

describe('an order with a restricted coupon', () => {
  it('records the coupon on the lines it discounted, so a refund gives back what each line cost', async () => {
    const { inside, outside } = await nestedCatalogue()
    const code = await makeCoupon({ percent: 50, products: [inside] })
    const placed = await placeTestOrder({
      lines: [
        [inside, 1],
        [outside, 1],
      ],
      paymentType: 'COD',
      coupon: code,
    })
    const lines = (
      await env.DB.prepare(
        'SELECT product_id, row_total_cents, coupon_cents FROM order_lines WHERE order_id = ? ORDER BY id',
      )
        .bind(placed.orderId)
        .all<{ product_id: number; row_total_cents: number; coupon_cents: number }>()
    ).results
    const insideLine = lines.find((line) => line.product_id === inside)
    const outsideLine = lines.find((line) => line.product_id === outside)
    expect(insideLine?.coupon_cents).toBe(Math.round((insideLine?.row_total_cents ?? 0) / 2))
    expect(outsideLine?.coupon_cents).toBe(0)
    const order = await findOrderById(env.DB, placed.orderId)
    if (!order) throw new Error('order expected')
    expect(-order.couponAmountCents).toBe(insideLine?.coupon_cents)
    const refundable = await refundableOf(env.DB, order)
    const paid = new Map(refundable.lines.map((line) => [line.productId, line.paidCents]))
    expect(paid.get(outside)).toBe(outsideLine?.row_total_cents)
    expect(paid.get(inside)).toBe((insideLine?.row_total_cents ?? 0) - (insideLine?.coupon_cents ?? 0))
  })
})

describe('a free-shipping coupon', () => {
  it('makes the delivery 0 in the cart, in the delivery choices and in the order', async () => {
    const { outside } = await nestedCatalogue()
    const code = await makeCoupon({ percent: 1, freeShipping: true })
    const placed = await placeTestOrder({ lines: [[outside, 1]], paymentType: 'COD', coupon: code })
    const order = await env.DB.prepare(
      'SELECT delivery_amount_cents AS delivery, coupon_code AS code, order_total_cents AS total, items_total_cents AS items, coupon_amount_cents AS coupon FROM orders WHERE id = ?',
    )
      .bind(placed.orderId)
      .first<{ delivery: number; code: string; total: number; items: number; coupon: number }>()
    expect(order).toMatchObject({ delivery: 0, code })
    expect(order?.total).toBe((order?.items ?? 0) + (order?.coupon ?? 0))
  })

  it('without it the same cheap cart pays the delivery', async () => {
    const { outside } = await nestedCatalogue()
    const code = await makeCoupon({ percent: 1 })
    const placed = await placeTestOrder({ lines: [[outside, 1]], paymentType: 'COD', coupon: code })
    const order = await env.DB.prepare(
      'SELECT delivery_amount_cents AS delivery, items_total_cents AS items FROM orders WHERE id = ?',
    )
      .bind(placed.orderId)
      .first<{ delivery: number; items: number }>()
    if ((order?.items ?? 0) < 6000) expect(order?.delivery).toBeGreaterThan(0)
  })
})

/** A cart with `product` and the coupon, its delivery and payment chosen: ready for order/create. */
async function readyCart(product: number, code: string, customer: TestCustomer | null, email?: string) {
  const croatia = (await env.DB.prepare("SELECT id FROM countries WHERE iso = 'HR'").first<{ id: number }>())?.id
  const session = await newSession()
  const extras = customer ? { token: customer.token } : {}
  const guest = customer ? null : await newGuest(session, email ?? uniqueEmail('coupon'))
  const body = guest ? { userId: guest.id } : {}
  await addItem(session, product, 1, undefined, extras)
  const applied = await cartCall('POST', '/api/v2/cart/applyCoupon', session, { couponCode: code }, extras)
  if (applied.status !== 200) throw new Error(`applyCoupon: ${applied.status} ${applied.json.code ?? ''}`)
  await cartCall(
    'PUT',
    '/api/v2/delivery/saveDeliveryMethod',
    session,
    { ...body, deliveryMethodId: 1, countryId: croatia },
    extras,
  )
  const methods = await cartCall<PaymentMethod[]>(
    'POST',
    '/api/v2/payment/getApplicablePaymentMethods',
    session,
    body,
    extras,
  )
  const cod = methods.json.data?.find((m) => m.paymentType === 'COD')
  await cartCall('PUT', '/api/v2/payment/savePaymentMethod', session, { ...body, paymentMethodId: cod?.id }, extras)
  return () =>
    callBackend<OrderCreateResult>('POST', '/api/v2/order/create', {
      body: {
        ...session,
        ...body,
        consents: CHECKOUT_CONSENTS,
        successURL: '/',
        failureURL: '/',
        shippingAddress: SHIPPING_ADDRESS,
      },
      headers: { 'x-izlog-client-address': `coupon-${crypto.randomUUID()}` },
      language: 'en',
      ...extras,
    }).then((res) => ({ res, session }))
}

const usesOf = async (code: string) =>
  (
    await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM coupon_uses u JOIN coupons c ON c.id = u.coupon_id WHERE c.code = ?',
    )
      .bind(code)
      .first<{ n: number }>()
  )?.n ?? 0

describe('coupon limits under concurrency', () => {
  it('attacker: 6 concurrent orders with a coupon of limit 1 — exactly one uses it, the others are refused and keep their carts', async () => {
    const { outside } = await nestedCatalogue()
    const code = await makeCoupon({ percent: 10, usageLimit: 1 })
    const orders = await Promise.all(Array.from({ length: 6 }, () => readyCart(outside, code, null)))
    const results = await Promise.all(orders.map((create) => create()))
    const won = results.filter(({ res }) => res.status === 200)
    const refused = results.filter(({ res }) => res.status === 409)
    expect(won).toHaveLength(1)
    expect(refused).toHaveLength(5)
    for (const { res, session } of refused) {
      expect(res.json).toMatchObject({ code: 'COUPON_USED_UP', field: 'couponCode' })
      const cart = await env.DB.prepare('SELECT status FROM carts WHERE id = ?')
        .bind(session.cartId)
        .first<{ status: string }>()
      expect(cart?.status).toBe('active')
      const order = await env.DB.prepare('SELECT id FROM orders WHERE cart_id = ?').bind(session.cartId).first()
      expect(order).toBeNull()
    }
    expect(await usesOf(code)).toBe(1)
  })

  it('attacker: one customer ordering 4 times at once with a per-customer limit of 1 gets it once; another customer still can', async () => {
    const { outside } = await nestedCatalogue()
    const code = await makeCoupon({ percent: 10, perCustomerLimit: 1 })
    const customer = await newCustomer()
    const orders = await Promise.all(Array.from({ length: 4 }, () => readyCart(outside, code, customer)))
    const results = await Promise.all(orders.map((create) => create()))
    expect(results.filter(({ res }) => res.status === 200)).toHaveLength(1)
    for (const { res } of results.filter(({ res }) => res.status !== 200))
      expect(res.json).toMatchObject({ code: 'COUPON_CUSTOMER_LIMIT', field: 'couponCode' })
    // The same person as a guest with the account's e-mail is the same customer.
    const again = await newSession()
    await addItem(again, outside, 1)
    await newGuest(again, customer.email)
    const asGuest = await applyCoupon(again, code, 'eng')
    expect(asGuest.json).toMatchObject({ code: 'COUPON_CUSTOMER_LIMIT' })
    const other = await (await readyCart(outside, code, await newCustomer()))()
    expect(other.res.status).toBe(200)
    expect(await usesOf(code)).toBe(2)
  })

  it('a cancelled order gives its use back', async () => {
    const { outside } = await nestedCatalogue()
    const code = await makeCoupon({ percent: 10, usageLimit: 1 })
    const first = await (await readyCart(outside, code, null))()
    expect(first.res.status).toBe(200)
    expect(await usesOf(code)).toBe(1)
    await env.DB.prepare("UPDATE orders SET status = 'cancelled' WHERE id = ?").bind(first.res.json.data?.orderId).run()
    expect(await usesOf(code)).toBe(0)
    const second = await (await readyCart(outside, code, null))()
    expect(second.res.status).toBe(200)
  })
})
