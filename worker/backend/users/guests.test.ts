import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { Cart, CartSession, OrderCreateResult } from '../../../contract/dto/commerce'
import type { GuestUserDto } from '../../../contract/dto/users'
import { callBackend, uniqueEmail } from '../test-helpers'
import { addItem, cartCall, newGuest, newSession, productId, SHIPPING_ADDRESS } from '../commerce/test-fixtures'

const shipping = { ...SHIPPING_ADDRESS, kind: 'shipping', type: 'Shipping' }
const guestUpdate = (session: CartSession, body: Record<string, unknown>) =>
  cartCall<GuestUserDto>('PATCH', '/api/v1/user/guest/update', session, body)

describe('guest users', () => {
  it("are the cart's own guest: created on first use, updated in place by the same cart", async () => {
    const session = await newSession()
    const email = uniqueEmail('guest')
    const first = await guestUpdate(session, {
      email,
      details: { firstName: 'Gost', lastName: 'Gostić', phone: '099 123 4567' },
      addresses: [shipping, { ...SHIPPING_ADDRESS, kind: 'billing', city: 'Rijeka' }],
      company: {
        name: 'Gost d.o.o.',
        oib: '12345678903',
        address: { street: 'Riva', houseNumber: '1', city: 'Rijeka', zipCode: '51000', country: 'HR' },
      },
    })
    expect(first.status).toBe(200)
    const guest = first.json.data
    expect(guest).toMatchObject({
      email,
      details: { firstName: 'Gost' },
      company: { name: 'Gost d.o.o.', address: { city: 'Rijeka', region: '', type: 'Main' } },
    })
    expect(guest?.addresses.map((a) => [a.kind, a.city])).toEqual([
      ['shipping', 'Zagreb'],
      ['billing', 'Rijeka'],
    ])
    const cart = await env.DB.prepare('SELECT guest_user_id FROM carts WHERE id = ?')
      .bind(session.cartId)
      .first<{ guest_user_id: number }>()
    expect(cart?.guest_user_id).toBe(guest?.id)

    // Same cart, same shipping address, new billing: same guest, reused address id.
    const second = await guestUpdate(session, {
      email: email.toUpperCase(),
      addresses: [shipping, { ...SHIPPING_ADDRESS, kind: 'billing', city: 'Osijek' }],
    })
    expect(second.json.data?.id).toBe(guest?.id)
    expect(second.json.data?.addresses[0]?.id).toBe(guest?.addresses[0]?.id)
    expect(second.json.data?.addresses[1]?.city).toBe('Osijek')
    expect(second.json.data?.details).toBeNull()

    const byId = await guestUpdate(session, {
      email,
      addresses: [{ ...SHIPPING_ADDRESS, id: second.json.data?.addresses[1]?.id, kind: 'billing', city: 'Pula' }],
    })
    expect(byId.json.data?.addresses).toHaveLength(1)
    expect(byId.json.data?.addresses[0]?.id).toBe(second.json.data?.addresses[1]?.id)
    expect(byId.json.data?.addresses[0]?.city).toBe('Pula')
  })

  it('validates guest input and needs a cart session', async () => {
    const session = await newSession()
    expect((await guestUpdate(session, { email: 'nope' })).status).toBe(400)
    const res = await guestUpdate(session, {
      email: uniqueEmail('guest'),
      addresses: [{ ...SHIPPING_ADDRESS, zipCode: '' }],
    })
    expect(res.status).toBe(400)
    expect(res.json).toMatchObject({ message: 'Unos ovog polja je obavezan', field: 'addresses.0.zipCode' })
    const noCart = await callBackend('PATCH', '/api/v1/user/guest/update', { body: { email: uniqueEmail('guest') } })
    expect(noCart.status).toBe(400)
    const forged = await callBackend('PATCH', '/api/v1/user/guest/update', {
      body: { email: uniqueEmail('guest'), cartId: session.cartId, protectCode: 'guessed' },
    })
    expect(forged.status).toBe(404)
  })
})

describe('attacker: acting as somebody else’s guest', () => {
  it("knowing the victim's e-mail neither reaches nor replaces the victim's guest and addresses", async () => {
    const victimCart = await newSession()
    const email = uniqueEmail('victim')
    const victim = await guestUpdate(victimCart, {
      email,
      details: { firstName: 'Žrtva', lastName: 'Kupac', phone: '091 111 222' },
      addresses: [shipping],
    })
    const victimAddressId = victim.json.data?.addresses[0]?.id

    const attackerCart = await newSession()
    const attacker = await guestUpdate(attackerCart, {
      email,
      addresses: [{ ...shipping, firstName: 'Napadač', city: 'Osijek' }],
    })
    expect(attacker.status).toBe(200)
    expect(attacker.json.data?.id).not.toBe(victim.json.data?.id)
    expect(JSON.stringify(attacker.json.data)).not.toContain('Žrtva')

    const kept = await env.DB.prepare('SELECT city, archived FROM guest_addresses WHERE id = ?')
      .bind(victimAddressId)
      .first<{ city: string; archived: number }>()
    expect(kept).toEqual({ city: 'Zagreb', archived: 0 })
  })

  it("an anonymous cart cannot save delivery, payment or an order as another cart's guest", async () => {
    const victimCart = await newSession()
    const victim = await newGuest(victimCart)
    await guestUpdate(victimCart, { email: victim.email, addresses: [shipping] })

    const attackerCart = await newSession()
    await addItem(attackerCart, await productId('IZL-HW-MASKA'), 1)
    const delivery = await cartCall('PUT', '/api/v2/delivery/saveDeliveryMethod', attackerCart, {
      userId: victim.id,
      deliveryMethodId: 1,
    })
    expect(delivery.status).toBe(403)
    const payment = await cartCall('PUT', '/api/v2/payment/savePaymentMethod', attackerCart, {
      userId: victim.id,
      paymentMethodId: 1,
    })
    expect(payment.status).toBe(403)
    const order = await cartCall<OrderCreateResult>('POST', '/api/v2/order/create', attackerCart, {
      userId: victim.id,
      successURL: '/a',
      failureURL: '/b',
    })
    expect(order.status).toBe(403)
    const untouched = await env.DB.prepare('SELECT guest_user_id, delivery_method_id FROM carts WHERE id = ?')
      .bind(attackerCart.cartId)
      .first()
    expect(untouched).toEqual({ guest_user_id: null, delivery_method_id: null })

    // With its own guest the same cart checks out, as itself.
    const own = await newGuest(attackerCart)
    const saved = await cartCall<Cart>('PUT', '/api/v2/delivery/saveDeliveryMethod', attackerCart, {
      userId: own.id,
      deliveryMethodId: 1,
    })
    expect(saved.status).toBe(200)
    const ownWithoutId = await cartCall<Cart>('PUT', '/api/v2/payment/savePaymentMethod', attackerCart, {
      paymentMethodId: 1,
    })
    expect(ownWithoutId.status).toBe(200)
  })
})
