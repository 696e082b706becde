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
    await env.DB.prepare("UPDATE orders SET status = 'failed' WHERE id = ?").bind(order.orderId).run()
    const answer = (await reopen(session)).json.data
    if (answer?.state !== 'reopened') throw new Error(`expected reopened, got ${JSON.stringify(answer)}`)
    expect(answer.cartId).not.toBe(session.cartId)
    const cart = (await cartCall<Cart>('POST', '/api/v2/cart/getCart', answer)).json.data
    expect(cart?.items.map((item) => [item.productId, item.qty])).toEqual([[mask, 2]])
    expect(cart?.deliveryMethodId).toBe(1)
  })

  it('attacker: a wrong protect code reopens nothing', async () => {
    const { session, order } = await ordered('HPF')
    await env.DB.prepare("UPDATE orders SET status = 'failed' WHERE id = ?").bind(order.orderId).run()
    expect((await reopen({ cartId: session.cartId, protectCode: 'not-the-code-0123456789' })).status).toBe(404)
  })
})
