import { CHECKOUT_CONSENTS } from '../test-helpers'
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type {
  Cart,
  CartReopen,
  CartSession,
  OrderCreateResult,
  PaymentMethod,
  PaymentType,
} from '../../../contract/dto/commerce'
import { addItem, cartCall, newGuest, newSession, productId, SHIPPING_ADDRESS } from './test-fixtures'
import { returnStockStatement } from '../catalogue/product-rows'

let mask = 0
let croatia = 0
beforeAll(async () => {
  mask = await productId('IZL-HW-MASKA')
  croatia = (await env.DB.prepare("SELECT id FROM countries WHERE iso = 'HR'").first<{ id: number }>())?.id ?? 0
})

/** A guest's order of 2 masks, paid with the given type. */
async function ordered(type: PaymentType): Promise<{ session: CartSession; order: OrderCreateResult }> {
  const session = await newSession()
  const userId = (await newGuest(session)).id
  await addItem(session, mask, 2)
  expect(
    (
      await cartCall('PUT', '/api/v2/delivery/saveDeliveryMethod', session, {
        userId,
        deliveryMethodId: 1,
        countryId: croatia,
      })
    ).status,
  ).toBe(200)
  const methods = await cartCall<PaymentMethod[]>('POST', '/api/v2/payment/getApplicablePaymentMethods', session, {
    userId,
  })
  const paymentMethodId = methods.json.data?.find((m) => m.paymentType === type)?.id
  expect(
    (await cartCall('PUT', '/api/v2/payment/savePaymentMethod', session, { userId, paymentMethodId })).status,
  ).toBe(200)
  const created = await cartCall<OrderCreateResult>('POST', '/api/v2/order/create', session, {
    userId,
    consents: CHECKOUT_CONSENTS,
    successURL: '/naplata/uspjesna',
    failureURL: '/checkout/failure',
    shippingAddress: SHIPPING_ADDRESS,
  })
  if (!created.json.data) throw new Error(`order/create answered ${created.status}`)
  return { session, order: created.json.data }
}

const reopen = (session: CartSession) => cartCall<CartReopen>('POST', '/api/v2/cart/reopen', session)

describe('cart/reopen: the cart after its order (issue 13)', () => {
  it('an active cart stays as it is', async () => {
    const session = await newSession()
    expect((await reopen(session)).json.data).toEqual({ state: 'active' })
  })

  it('a placed order names its number; a card order awaiting its payment names it and until when it can be paid', async () => {
    const cod = await ordered('COD')
    expect((await reopen(cod.session)).json.data).toEqual({ state: 'ordered', orderSlug: cod.order.orderSlug })
    const card = await ordered('HPF')
    expect((await reopen(card.session)).json.data).toEqual({
      state: 'awaitingPayment',
      orderSlug: card.order.orderSlug,
      payableUntil: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
    })
  })

  it('a failed order gives the same lines and choices back in a new session', async () => {
    const { session, order } = await ordered('HPF')
    await failOrder(order.orderId)
    const answer = (await reopen(session)).json.data
    if (answer?.state !== 'reopened') throw new Error(`expected reopened, got ${JSON.stringify(answer)}`)
    expect(answer.cartId).not.toBe(session.cartId)
    const cart = (await cartCall<Cart>('POST', '/api/v2/cart/getCart', answer)).json.data
    expect(cart?.items.map((item) => [item.productId, item.qty])).toEqual([[mask, 2]])
    expect(cart?.deliveryMethodId).toBe(1)
  })

  it('attacker: a wrong protect code reopens nothing', async () => {
    const { session, order } = await ordered('HPF')
    await failOrder(order.orderId)
    expect((await reopen({ cartId: session.cartId, protectCode: 'not-the-code-0123456789' })).status).toBe(404)
  })
})

/** The order fails as a declined card fails it: its stock goes back (the suite's later files buy the same masks). */
async function failOrder(orderId: number) {
  await env.DB.batch([
    returnStockStatement(env.DB, orderId, "status = 'pending_payment'"),
    env.DB.prepare("UPDATE orders SET status = 'failed' WHERE id = ?").bind(orderId),
  ])
}

/** A guest's card order of 2 masks that then failed (a declined card). */
async function failedOrder(): Promise<CartSession> {
  const { session, order } = await ordered('HPF')
  await failOrder(order.orderId)
  return session
}

/** The carts made from the archived one (they carry its guest), with the lines each holds. */
async function copiesOf(archived: CartSession): Promise<{ cartId: string; lines: string }[]> {
  const { results } = await env.DB.prepare(
    `SELECT c.id AS cartId, (SELECT group_concat(i.product_id || 'x' || i.qty) FROM cart_items i WHERE i.cart_id = c.id) AS lines
     FROM carts c WHERE c.guest_user_id = (SELECT guest_user_id FROM carts WHERE id = ?1) AND c.id <> ?1`,
  )
    .bind(archived.cartId)
    .all<{ cartId: string; lines: string }>()
  return results
}

function reopenedOf(answer: CartReopen | undefined): CartSession {
  if (answer?.state !== 'reopened') throw new Error(`expected reopened, got ${JSON.stringify(answer)}`)
  return { cartId: answer.cartId, protectCode: answer.protectCode }
}

const sha256Hex = async (value: string) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value)))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')

describe('cart/reopen: a failed order gives its cart back once (issue 38)', () => {
  it('asked again (a second tab, a stale form) it answers the same session, and one copy of the lines exists', async () => {
    const archived = await failedOrder()
    const first = reopenedOf((await reopen(archived)).json.data)
    const second = reopenedOf((await reopen(archived)).json.data)
    expect(second).toEqual(first)
    expect(await copiesOf(archived)).toEqual([{ cartId: first.cartId, lines: `${mask}x2` }])
    const cart = (await cartCall<Cart>('POST', '/api/v2/cart/getCart', second)).json.data
    expect(cart?.items.map((item) => [item.productId, item.qty])).toEqual([[mask, 2]])
  })

  it('asked at the same moment by several requests, it makes one cart and all of them answer it', async () => {
    const archived = await failedOrder()
    const answers = await Promise.all([reopen(archived), reopen(archived), reopen(archived)])
    const sessions = answers.map((answer) => reopenedOf(answer.json.data))
    expect(sessions[1]).toEqual(sessions[0])
    expect(sessions[2]).toEqual(sessions[0])
    expect(await copiesOf(archived)).toEqual([{ cartId: sessions[0]?.cartId, lines: `${mask}x2` }])
  })

  it('another device of the customer (its own key of the cart) comes back to the same cart with a key of its own', async () => {
    const archived = await failedOrder()
    const device = { cartId: archived.cartId, protectCode: 'another-device-key-0123456789abc' }
    await env.DB.prepare('INSERT INTO cart_keys (cart_id, protect_code_hash) VALUES (?, ?)')
      .bind(archived.cartId, await sha256Hex(device.protectCode))
      .run()
    const first = reopenedOf((await reopen(archived)).json.data)
    const other = reopenedOf((await reopen(device)).json.data)
    expect(other.cartId).toBe(first.cartId)
    expect(other.protectCode).not.toBe(first.protectCode)
    expect(reopenedOf((await reopen(device)).json.data)).toEqual(other)
    for (const session of [first, other])
      expect((await cartCall<Cart>('POST', '/api/v2/cart/getCart', session)).json.data?.items).toHaveLength(1)
    expect(await copiesOf(archived)).toHaveLength(1)
  })

  it('attacker: a wrong protect code after the cart came back still finds no session and learns nothing of the new one', async () => {
    const archived = await failedOrder()
    const reopened = reopenedOf((await reopen(archived)).json.data)
    const stolen = await reopen({ cartId: archived.cartId, protectCode: 'not-the-code-0123456789' })
    expect(stolen.status).toBe(404)
    expect(JSON.stringify(stolen.json)).not.toContain(reopened.cartId)
    expect(JSON.stringify(stolen.json)).not.toContain(reopened.protectCode)
    // Nor does the archived cart's id with a guessed code open the reopened cart.
    expect(
      (
        await cartCall('POST', '/api/v2/cart/getCart', {
          cartId: reopened.cartId,
          protectCode: 'not-the-code-0123456789',
        })
      ).status,
    ).toBe(404)
  })
})
