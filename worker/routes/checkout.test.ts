import { CHECKOUT_CONSENTS } from '../backend/test-helpers'
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Cart, Order, OrderPlaced, PaymentMethod, PaymentType, PlacedOrder } from '../../contract/dto/commerce'
import { productId, SHIPPING_ADDRESS } from '../backend/commerce/test-fixtures'
import { ORIGIN, cookieHeader, jarCall, sameOrigin, workerFetch, type Jar } from '../../test/edge/helpers'
import app from '../index'
import { backendApp } from '../backend'
import { LAST_ORDER_COOKIE } from '../lib/cookies'
import { shownCart } from '../../contract/cart-change'

/**
 * /api/checkout and the cart after an order, through the whole Worker as a browser uses them: the
 * cart session lives in HttpOnly cookies, the page never names a cart, and only the browser that
 * placed an order reads its summary.
 */

let mask = 0

beforeAll(async () => {
  mask = await productId('IZL-HW-MASKA')
})

const call = jarCall

async function dataOf<T>(res: Response): Promise<T> {
  return (await res.json<{ data: T }>()).data
}

/** A guest's cart with 2 masks, home delivery to Croatia and the payment method of `type`, as the checkout steps leave it. */
async function readyCart(type: PaymentType): Promise<Jar> {
  const jar: Jar = {}
  expect((await call('POST', '/api/cart/items', jar, { productId: mask, qty: 2 })).status).toBe(200)
  const email = `edge-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const guest = await call('PATCH', '/api/v1/user/guest/update', jar, {
    email,
    details: { firstName: 'Ana', lastName: 'Horvat', phone: '+385911234567' },
    company: null,
    addresses: [],
  })
  expect(guest.status).toBe(200)
  const countries = await dataOf<Array<{ id: number; iso: string }>>(
    await call('POST', '/api/v2/checkout/getAvailableCountries', jar, { language: 'hr' }),
  )
  const croatia = countries.find((country) => country.iso === 'HR')?.id
  expect(
    (await call('PUT', '/api/v2/delivery/saveDeliveryMethod', jar, { deliveryMethodId: 1, countryId: croatia })).status,
  ).toBe(200)
  const methods = await dataOf<PaymentMethod[]>(
    await call('POST', '/api/v2/payment/getApplicablePaymentMethods', jar, {}),
  )
  const method = methods.find((m) => m.paymentType === type)
  expect(method, type).toBeDefined()
  expect(
    (await call('PUT', '/api/v2/payment/savePaymentMethod', jar, { paymentMethodId: method?.id, companyData: null }))
      .status,
  ).toBe(200)
  return jar
}

/**
 * The checkout's submit as the page sends it: the order, the payment method the cart holds and
 * the cart as the shopper saw it (read just before). `body` overrides any of them.
 */
async function placeOrder(
  jar: Jar,
  body: Record<string, unknown> = {
    shippingAddress: SHIPPING_ADDRESS,
    billingAddress: SHIPPING_ADDRESS,
    consents: CHECKOUT_CONSENTS,
  },
): Promise<Response> {
  const cart = await dataOf<Cart | null>(await call('GET', '/api/cart', { ...jar }))
  return call('POST', '/api/checkout/order', jar, {
    paymentMethodId: cart?.paymentMethodId ?? 1,
    companyData: null,
    shown: cart ? shownCart(cart) : { itemsCount: 0, cartTotal: 0, items: [] },
    ...body,
  })
}

/** Pays on the test provider's card page the provider form points to; answers the redirect. */
async function payByCard(placed: OrderPlaced, cardNumber: string): Promise<Response> {
  if (placed.next !== 'form') throw new Error(`expected a provider form, got ${placed.next}`)
  const fields = new URLSearchParams({ cardNumber, expiry: '12/39', cvc: '123' })
  return workerFetch(
    placed.form.action,
    sameOrigin({
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: fields.toString(),
      redirect: 'manual',
    }),
  )
}

describe('POST /api/checkout/order', () => {
  it('cash on delivery: done; the cart session is forgotten and the order is readable by this browser only', async () => {
    const jar = await readyCart('COD')
    const res = await placeOrder(jar)
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    const placed = await dataOf<OrderPlaced>(res)
    expect(placed).toMatchObject({ next: 'done', orderSlug: expect.stringMatching(/^IZL-\d{4}-\d{6}$/) })
    expect(jar['cartId']).toBeUndefined()
    expect(jar['protectCode']).toBeUndefined()
    expect(jar[LAST_ORDER_COOKIE]).toBeTruthy()
    expect(await dataOf(await call('GET', '/api/cart', jar))).toBeNull()

    const own = await dataOf<Order>(await call('GET', `/api/checkout/orders/${placed.orderSlug}`, jar))
    expect(own).toMatchObject({
      slug: placed.orderSlug,
      status: 'placed',
      paymentMethod: { paymentType: 'COD' },
      shippingAddress: { city: 'Zagreb' },
    })
    expect(own.lines).toEqual([expect.objectContaining({ sku: 'IZL-HW-MASKA', qty: 2 })])
    // Another browser (no cookies, or a cart of its own) learns nothing about it.
    expect(await dataOf(await call('GET', `/api/checkout/orders/${placed.orderSlug}`, {}))).toBeNull()
    const otherJar = await readyCart('COD')
    expect(await dataOf(await call('GET', `/api/checkout/orders/${placed.orderSlug}`, otherJar))).toBeNull()
  })

  it('bank transfer: the order carries the HUB-3 payment data and its barcode as SVG', async () => {
    const jar = await readyCart('BANK_TRANSFER')
    const placed = await dataOf<OrderPlaced>(await placeOrder(jar))
    expect(placed.next).toBe('done')
    const order = await dataOf<
      Order & { bankTransfer: { payload: string; barcodeSvg: string; model: string; reference: string } }
    >(await call('GET', `/api/checkout/orders/${placed.orderSlug}`, jar))
    expect(order.status).toBe('pending_payment')
    expect(order.bankTransfer.model).toBe('HR00')
    expect(order.bankTransfer.payload.startsWith('HRVHUB30\nEUR\n')).toBe(true)
    expect(order.bankTransfer.barcodeSvg).toMatch(/^<svg[^>]*viewBox="0 0 \d+ \d+"[\s\S]*<path /)
  })

  it('card: a provider form to this site; the cart stays until the provider answers', async () => {
    const jar = await readyCart('HPF')
    const placed = await dataOf<OrderPlaced>(await placeOrder(jar))
    if (placed.next !== 'form') throw new Error('expected a form')
    expect(placed.form.action).toMatch(/^\/pay\/[\w-]+/)
    expect(placed.form.method).toBe('post')
    expect(jar['cartId']).toBeTruthy()
  })

  it('a declined card gives the cart back in a new session with the same lines', async () => {
    const jar = await readyCart('HPF')
    const before = { cartId: jar['cartId'], protectCode: jar['protectCode'] }
    const placed = await dataOf<OrderPlaced>(await placeOrder(jar))
    const declined = await payByCard(placed, '4000000000000002')
    expect(declined.status).toBe(303)
    // The failure URL is the cart, which says the payment was not completed (issue 34).
    expect(declined.headers.get('location')).toContain('/kosarica?payment=incomplete')

    const res = await call('GET', '/api/cart', jar)
    expect(res.status).toBe(200)
    const cart = await dataOf<Cart>(res)
    expect(cart.items).toEqual([expect.objectContaining({ productId: mask, qty: 2 })])
    expect(jar['cartId']).toBeTruthy()
    expect(jar['cartId']).not.toBe(before.cartId)
    expect(jar['protectCode']).not.toBe(before.protectCode)
    expect(JSON.stringify(cart)).not.toContain(jar['protectCode'] ?? '-')
  })

  it('a paid card order: a tab still holding the old session gets no cart, silently, and can read the order', async () => {
    const jar = await readyCart('HPF')
    const placed = await dataOf<OrderPlaced>(await placeOrder(jar))
    const paid = await payByCard(placed, '4242424242424242')
    expect(paid.status).toBe(303)
    const res = await call('GET', '/api/cart', jar)
    expect(res.status).toBe(200)
    expect(await dataOf(res)).toBeNull()
    expect(jar['cartId']).toBeUndefined()
    expect(jar[LAST_ORDER_COOKIE]).toBeTruthy()
    expect(await dataOf<Order>(await call('GET', `/api/checkout/orders/${placed.orderSlug}`, jar))).toMatchObject({
      status: 'paid',
    })
  })

  it('two tabs placing the same cart at once make one order', async () => {
    const jar = await readyCart('COD')
    const [first, second] = await Promise.all([placeOrder({ ...jar }), placeOrder({ ...jar })])
    const statuses = [first.status, second.status].sort()
    expect(statuses).toEqual([200, 409])
    const refused = first.status === 409 ? first : second
    expect(await refused.json()).toMatchObject({ message: expect.any(String) })
  })

  it('saves the payment method, checks the cart and places the order in one call; a changed cart is not ordered', async () => {
    const jar = await readyCart('COD')
    const cart = await dataOf<Cart>(await call('GET', '/api/cart', { ...jar }))
    const stale = { ...shownCart(cart), cartTotal: shownCart(cart).cartTotal - 1 }
    const changed = await dataOf<PlacedOrder>(
      await placeOrder(jar, {
        shippingAddress: SHIPPING_ADDRESS,
        billingAddress: SHIPPING_ADDRESS,
        consents: CHECKOUT_CONSENTS,
        shown: stale,
      }),
    )
    expect(changed).toMatchObject({ next: 'cartChanged', change: 'changed', cart: { itemsCount: 2 } })
    // The save and the check run side by side: the cart answered is the later of the two (both writes in it).
    const now = await dataOf<Cart>(await call('GET', '/api/cart', { ...jar }))
    expect(changed.next === 'cartChanged' ? changed.cart.version : null).toBe(now.version)
    expect(JSON.stringify(changed)).not.toContain('protectCode')
    // Not ordered: the cart session is still there, and the next submit with the fresh cart places it.
    expect(jar['cartId']).toBeTruthy()
    expect((await dataOf<OrderPlaced>(await placeOrder(jar))).next).toBe('done')
  })

  it('a cart validateCart must fix (a stored price gone stale): the one call writes nothing, the three calls fix it and place the order', async () => {
    const jar = await readyCart('COD')
    const shown = shownCart(await dataOf<Cart>(await call('GET', '/api/cart', { ...jar })))
    const cartId = jar['cartId'] ?? ''
    const linePrice = () =>
      env.DB.prepare('SELECT unit_price_cents AS cents FROM cart_items WHERE cart_id = ?')
        .bind(cartId)
        .first<{ cents: number }>()
    const before = await linePrice()
    await env.DB.prepare('UPDATE cart_items SET unit_price_cents = unit_price_cents + 100 WHERE cart_id = ?')
      .bind(cartId)
      .run()
    const placed = await call('POST', '/api/checkout/order', jar, {
      shippingAddress: SHIPPING_ADDRESS,
      billingAddress: SHIPPING_ADDRESS,
      consents: CHECKOUT_CONSENTS,
      paymentMethodId: (await dataOf<Cart>(await call('GET', '/api/cart', { ...jar }))).paymentMethodId,
      companyData: null,
      shown,
    })
    // The shopper saw the product's price, which validateCart puts back on the line: nothing changed for them.
    expect((await dataOf<PlacedOrder>(placed)).next).toBe('done')
    // validateCart (of the three calls) wrote the fix: order/place writes nothing of a cart it must fix.
    expect(await linePrice()).toEqual(before)
  })

  it('an external upstream (UPSTREAM_URL) gets the three calls of SPEC, never order/place', async () => {
    const jar = await readyCart('COD')
    const cart = await dataOf<Cart>(await call('GET', '/api/cart', { ...jar }))
    const upstream = 'https://api.upstream.test'
    const paths: string[] = []
    const realFetch = globalThis.fetch
    const ctx = createExecutionContext()
    // The external API is this backend, reached over "HTTP" (what another izlog Worker's /backend answers).
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init)
        if (!request.url.startsWith(`${upstream}/`)) return realFetch(request)
        const target = request.url.slice(upstream.length + 1)
        paths.push(`${request.method} ${target.split('?')[0] ?? ''}`)
        return backendApp.fetch(new Request(`https://backend.internal/${target}`, request), env, ctx)
      })
    try {
      const init = sameOrigin({
        method: 'POST',
        headers: { Cookie: cookieHeader(jar), 'Content-Type': 'application/json' },
        body: JSON.stringify({
          shippingAddress: SHIPPING_ADDRESS,
          billingAddress: SHIPPING_ADDRESS,
          consents: CHECKOUT_CONSENTS,
          paymentMethodId: cart.paymentMethodId,
          companyData: null,
          shown: shownCart(cart),
        }),
      })
      const res = await app.fetch(
        new Request(`${ORIGIN}/api/checkout/order`, init),
        { ...env, UPSTREAM_URL: upstream },
        ctx,
      )
      expect((await dataOf<PlacedOrder>(res)).next).toBe('done')
      await waitOnExecutionContext(ctx)
    } finally {
      spy.mockRestore()
    }
    const order = paths.filter(
      (path) => path.includes('/order/') || path.includes('Payment') || path.includes('validate'),
    )
    expect(order).toEqual([
      'PUT api/v2/payment/savePaymentMethod',
      'POST api/v2/cart/validateCart',
      'POST api/v2/order/create',
    ])
  })

  it('a payment method the cart cannot take is refused naming the field, and nothing is ordered', async () => {
    const jar = await readyCart('COD')
    const res = await placeOrder(jar, {
      shippingAddress: SHIPPING_ADDRESS,
      billingAddress: SHIPPING_ADDRESS,
      consents: CHECKOUT_CONSENTS,
      paymentMethodId: 999_999,
    })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect(await res.json()).toMatchObject({ field: 'paymentMethodId', message: expect.any(String) })
    expect(await dataOf<Cart>(await call('GET', '/api/cart', jar))).toMatchObject({ itemsCount: 2 })
  })

  it('refuses without a cart session, and never takes a cart, buyer or return path from the body', async () => {
    const none = await placeOrder({})
    expect(none.status).toBe(404)
    expect(await none.json()).toMatchObject({ code: 'NO_CART_SESSION' })

    const victim = await readyCart('COD')
    const attacker = await readyCart('COD')
    const res = await placeOrder(attacker, {
      shippingAddress: SHIPPING_ADDRESS,
      consents: CHECKOUT_CONSENTS,
      cartId: victim['cartId'],
      protectCode: victim['protectCode'],
      successURL: 'https://evil.example/',
      userId: 1,
    })
    const placed = await dataOf<OrderPlaced>(res)
    expect(placed.next).toBe('done')
    // The attacker's own cart was ordered; the victim's cart is untouched.
    expect(await dataOf<Cart>(await call('GET', '/api/cart', victim))).toMatchObject({
      items: [expect.objectContaining({ qty: 2 })],
    })
    expect(await dataOf(await call('GET', `/api/checkout/orders/${placed.orderSlug}`, victim))).toBeNull()
  })

  it('refuses an order without the required checkout consents (the browser check is not trusted), and keeps the cart', async () => {
    const jar = await readyCart('COD')
    for (const consents of [[], ['privacy'], ['newsletter', 'terms-of-sale']]) {
      const res = await placeOrder(jar, {
        shippingAddress: SHIPPING_ADDRESS,
        billingAddress: SHIPPING_ADDRESS,
        consents,
      })
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({
        code: 'CONSENT_REQUIRED',
        message: expect.stringContaining('Potrebno je prihvatiti obavezne privole'),
      })
    }
    expect(await dataOf<Cart>(await call('GET', '/api/cart', jar))).toMatchObject({
      items: [expect.objectContaining({ qty: 2 })],
    })
    expect((await placeOrder(jar)).status).toBe(200)
  })

  it('bad input is a 400 with a message, not a 500', async () => {
    const jar = await readyCart('COD')
    const res = await placeOrder(jar, { shippingAddress: { ...SHIPPING_ADDRESS, city: 'x'.repeat(200) } })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ message: expect.any(String) })
    expect(await dataOf<Cart>(await call('GET', '/api/cart', jar))).toMatchObject({
      items: [expect.objectContaining({ qty: 2 })],
    })
    const slug = await workerFetch('/api/checkout/orders/..%2Fadmin')
    expect(slug.status).toBe(400)
  })
})
