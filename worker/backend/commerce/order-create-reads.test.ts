import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type { OrderCreateResult } from '../../../contract/dto/commerce'
import { CHECKOUT_CONSENTS, callBackend, latestEmailTo } from '../test-helpers'
import { SHIPPING_ADDRESS, addItem, newGuest, newSession, placeTestOrder, productId } from './test-fixtures'

/**
 * Issue 38: order/create reads the cart, its state, its buyer and what the order is checked against
 * in one round trip, and answers the order its batch wrote (not read back). These check that what
 * it answers and what it refuses did not change with it.
 */
let mask = 0

beforeAll(async () => {
  mask = await productId('IZL-HW-MASKA')
})

const createBody = (session: { cartId: string; protectCode: string }) => ({
  ...session,
  consents: CHECKOUT_CONSENTS,
  successURL: '/naplata/uspjesna',
  failureURL: '/kosarica?payment=incomplete',
  shippingAddress: SHIPPING_ADDRESS,
})

describe('placing an order from reads made together (issue 38)', () => {
  it('answers the order the batch wrote, and queues its confirmation e-mail with that order', async () => {
    const placed = await placeTestOrder({ lines: [[mask, 1]], paymentType: 'COD' })
    const row = await env.DB.prepare('SELECT id, slug, email FROM orders WHERE cart_id = ?')
      .bind(placed.session.cartId)
      .first<{ id: number; slug: string; email: string }>()
    expect(row).toEqual({ id: placed.orderId, slug: placed.orderSlug, email: placed.email })
    expect(placed.orderSlug).not.toMatch(/^pending-/)
    const mail = await latestEmailTo(placed.email)
    expect(mail?.kind).toBe('orderConfirmation')
    expect(mail?.text).toContain(placed.orderSlug)
  })

  it('attacker: the right cart id with a wrong protect code orders nothing and tells nothing', async () => {
    const placed = await placeTestOrder({ lines: [[mask, 1]], paymentType: 'COD' })
    const victim = await newSession()
    await addItem(victim, mask, 1)
    await newGuest(victim)
    const res = await callBackend<OrderCreateResult>('POST', '/api/v2/order/create', {
      body: createBody({ cartId: victim.cartId, protectCode: 'x'.repeat(32) }),
    })
    expect(res.status).toBe(404)
    expect(res.json.code).toBe('SESSION_NOT_FOUND')
    expect(res.json.data ?? null).toBeNull()
    const orders = await env.DB.prepare('SELECT COUNT(*) AS n FROM orders WHERE cart_id = ?')
      .bind(victim.cartId)
      .first<{ n: number }>()
    expect(orders?.n).toBe(0)
    // An ordered cart's own session is refused as used, not ordered twice.
    const again = await callBackend<OrderCreateResult>('POST', '/api/v2/order/create', {
      body: createBody(placed.session),
    })
    expect(again.status).toBe(409)
    expect(again.json.code).toBe('SESSION_ALREADY_USED')
  })

  it('refuses in the order the checks once ran one by one, though their reads start together', async () => {
    const session = await newSession()
    await addItem(session, mask, 1)
    // No buyer yet: refused as such, before the missing consents and the missing delivery.
    const noBuyer = await callBackend('POST', '/api/v2/order/create', {
      body: { ...createBody(session), consents: [] },
    })
    expect(noBuyer.status).toBe(400)
    expect(noBuyer.json.code).toBe('NO_ACTIVE_USER')
    // With a buyer: no delivery method chosen comes before the missing consents.
    await newGuest(session)
    const noDelivery = await callBackend('POST', '/api/v2/order/create', {
      body: { ...createBody(session), consents: [] },
    })
    expect(noDelivery.json.code).toBe('DELIVERY_METHOD_REQUIRED')
    const orders = await env.DB.prepare('SELECT COUNT(*) AS n FROM orders WHERE cart_id = ?')
      .bind(session.cartId)
      .first<{ n: number }>()
    expect(orders?.n).toBe(0)
  })
})
