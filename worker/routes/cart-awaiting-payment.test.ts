import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { Cart } from '../../contract/dto/commerce'
import { placeCardOrder, productId } from '../backend/commerce/test-fixtures'
import { jarCall, type Jar } from '../../test/edge/helpers'

/** Back from the provider's page (issue 34): the edge keeps the session of a card order still awaiting its payment. */

const orderStatus = async (id: number) =>
  (await env.DB.prepare('SELECT status FROM orders WHERE id = ?').bind(id).first<{ status: string }>())?.status

describe('/api/cart while its card order awaits the payment', () => {
  it('answers no cart and the order awaiting payment, keeping the cookies; cancel-payment fails the order and gives the cart back', async () => {
    const product = await productId('IZL-HW-PUNJAC')
    const placed = await placeCardOrder(product, 1)
    const jar: Jar = { ...placed.session }
    const fetched = await jarCall('GET', '/api/cart', jar)
    expect(fetched.status).toBe(200)
    expect(await fetched.json()).toEqual({
      data: null,
      awaitingPayment: { orderSlug: placed.orderSlug, payableUntil: expect.stringMatching(/^\d{4}-/) as unknown },
    })
    expect(jar).toEqual(placed.session)

    // Another browser's cart session cannot cancel it.
    const stranger: Jar = { cartId: crypto.randomUUID(), protectCode: 'x'.repeat(32) }
    const refused = await jarCall('POST', `/api/cart/orders/${placed.orderSlug}/cancel-payment`, stranger)
    expect(refused.status).toBe(404)
    expect(await orderStatus(placed.orderId)).toBe('pending_payment')

    const cancelled = await jarCall('POST', `/api/cart/orders/${placed.orderSlug}/cancel-payment`, jar)
    expect(cancelled.status).toBe(200)
    const cart = (await cancelled.json<{ data: Cart }>()).data
    expect(cart.items.map((item) => [item.productId, item.qty])).toEqual([[product, 1]])
    expect(jar['cartId']).toBe(cart.id)
    expect(jar['cartId']).not.toBe(placed.session.cartId)
    expect(await orderStatus(placed.orderId)).toBe('failed')
  })
})
