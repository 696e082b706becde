import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Cart, Order, OrderPlaced, PaymentMethod } from '../../contract/dto/commerce'
import { shownCart } from '../../contract/cart-change'
import { productId, SHIPPING_ADDRESS } from '../backend/commerce/test-fixtures'
import { CHECKOUT_CONSENTS } from '../backend/test-helpers'
import { appFetch, cookieHeader, jarCall, sameOrigin, setCookies, type Jar } from '../../test/edge/helpers'
import { sessionSpy } from '../../test/database-session-spy'
import { DATABASE_BOOKMARK_COOKIE } from '../lib/cookies'
import { DATABASE_BOOKMARK_HEADER } from '../../contract/upstream-headers'
import { createUpstream } from '../upstream/client'
import { VisitorBookmark } from '../upstream/visitor-bookmark'

/**
 * The visitor's D1 bookmark through the whole Worker: set after a write, sent back on the next
 * call so the visitor reads their own write, never trusted when forged, never on a shared page.
 */

const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/
let mask = 0

beforeAll(async () => {
  mask = await productId('IZL-HW-MASKA')
})

afterEach(() => {
  vi.restoreAllMocks()
})

async function dataOf<T>(res: Response): Promise<T> {
  return (await res.json<{ data: T }>()).data
}

/** One call through the app with a D1 binding that records where each backend session starts. */
async function spiedCall(method: string, path: string, jar: Jar, body?: unknown) {
  const spy = sessionSpy(env.DB)
  const init: RequestInit = { method, headers: { Cookie: cookieHeader(jar), 'Content-Type': 'application/json' } }
  if (body !== undefined) init.body = JSON.stringify(body)
  const res = await appFetch(path, method === 'GET' ? init : sameOrigin(init), { DB: spy.db })
  return { res, starts: spy.starts }
}

describe('the bookmark cookie', () => {
  it('is set after a cart line is added, sent back, and the next read sees the line', async () => {
    const jar: Jar = {}
    const added = await jarCall('POST', '/api/cart/items', jar, { productId: mask, qty: 3 })
    expect(added.status).toBe(200)
    const cookie = setCookies(added).get(DATABASE_BOOKMARK_COOKIE)
    expect(cookie?.value).toMatch(BOOKMARK)
    expect(cookie?.attrs).toMatch(/HttpOnly/i)
    expect(cookie?.attrs).toMatch(/Secure/i)
    expect(cookie?.attrs).toMatch(/SameSite=Lax/i)
    expect(cookie?.attrs).toMatch(/Path=\//i)
    const written = jar[DATABASE_BOOKMARK_COOKIE] ?? ''

    const { res, starts } = await spiedCall('GET', '/api/cart', jar)
    expect(res.status).toBe(200)
    // The backend's session starts from the visitor's bookmark, so it reads at least what they wrote.
    expect(starts[0]).toBe(written)
    const cart = await dataOf<Cart>(res)
    expect(cart.items).toEqual([expect.objectContaining({ qty: 3 })])
  })

  it('an order just placed is read from a session at least as late as the order', async () => {
    const jar: Jar = {}
    expect((await jarCall('POST', '/api/cart/items', jar, { productId: mask, qty: 1 })).status).toBe(200)
    const email = `bookmark-${crypto.randomUUID().slice(0, 12)}@example.com`
    const guest = await jarCall('PATCH', '/api/v1/user/guest/update', jar, {
      email,
      details: { firstName: 'Ana', lastName: 'Horvat', phone: '+385911234567' },
      company: null,
      addresses: [],
    })
    expect(guest.status).toBe(200)
    const countries = await dataOf<Array<{ id: number; iso: string }>>(
      await jarCall('POST', '/api/v2/checkout/getAvailableCountries', jar, { language: 'hr' }),
    )
    const croatia = countries.find((country) => country.iso === 'HR')?.id
    const delivery = await jarCall('PUT', '/api/v2/delivery/saveDeliveryMethod', jar, {
      deliveryMethodId: 1,
      countryId: croatia,
    })
    expect(delivery.status).toBe(200)
    const methods = await dataOf<PaymentMethod[]>(
      await jarCall('POST', '/api/v2/payment/getApplicablePaymentMethods', jar, {}),
    )
    const cod = methods.find((m) => m.paymentType === 'COD')
    const saved = await jarCall('PUT', '/api/v2/payment/savePaymentMethod', jar, {
      paymentMethodId: cod?.id,
      companyData: null,
    })
    expect(saved.status).toBe(200)
    const cart = await dataOf<Cart>(await jarCall('GET', '/api/cart', jar))
    const beforeOrder = jar[DATABASE_BOOKMARK_COOKIE] ?? ''
    const placedRes = await jarCall('POST', '/api/checkout/order', jar, {
      paymentMethodId: cart.paymentMethodId,
      companyData: null,
      shown: shownCart(cart),
      shippingAddress: SHIPPING_ADDRESS,
      billingAddress: SHIPPING_ADDRESS,
      consents: CHECKOUT_CONSENTS,
    })
    expect(placedRes.status).toBe(200)
    const placed = await dataOf<OrderPlaced>(placedRes)
    const afterOrder = jar[DATABASE_BOOKMARK_COOKIE] ?? ''
    expect(afterOrder).toMatch(BOOKMARK)
    expect(afterOrder > beforeOrder).toBe(true)

    const { res, starts } = await spiedCall('GET', `/api/checkout/orders/${placed.orderSlug}`, jar)
    expect(starts[0]).toBe(afterOrder)
    expect(await dataOf<Order>(res)).toMatchObject({
      slug: placed.orderSlug,
      lines: [expect.objectContaining({ qty: 1 })],
    })
  })

  it('a visitor who only reads, or whose write failed, gets none', async () => {
    const jar: Jar = {}
    expect((await jarCall('POST', '/api/cart/items', jar, { productId: mask, qty: 1 })).status).toBe(200)
    const reader: Jar = { cartId: jar['cartId'] ?? '', protectCode: jar['protectCode'] ?? '' }
    const read = await jarCall('GET', '/api/cart', reader)
    expect(read.status).toBe(200)
    expect(setCookies(read).has(DATABASE_BOOKMARK_COOKIE)).toBe(false)
    const refused = await jarCall('POST', '/api/cart/items', {}, { productId: 999_999_999, qty: 1 })
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect(setCookies(refused).has(DATABASE_BOOKMARK_COOKIE)).toBe(false)
  })

  it('a junk or oversized cookie is ignored: still 200 and a fresh valid cookie', async () => {
    const jar: Jar = {}
    expect((await jarCall('POST', '/api/cart/items', jar, { productId: mask, qty: 1 })).status).toBe(200)
    for (const junk of ['junk', 'ffffffff-ffffffff-ffffffff-zz', `00000000-${'f'.repeat(3000)}`]) {
      const { res, starts } = await spiedCall('GET', '/api/cart', { ...jar, [DATABASE_BOOKMARK_COOKIE]: junk })
      expect(res.status).toBe(200)
      expect(starts[0]).toBe('first-unconstrained')
      expect(setCookies(res).get(DATABASE_BOOKMARK_COOKIE)?.value).toMatch(BOOKMARK)
    }
  })

  it('a cached anonymous page neither sets it nor sends it to the backend', async () => {
    const jar: Jar = {}
    expect((await jarCall('POST', '/api/cart/items', jar, { productId: mask, qty: 1 })).status).toBe(200)
    const visitor = jar[DATABASE_BOOKMARK_COOKIE] ?? ''
    expect(visitor).toMatch(BOOKMARK)
    // Twice: the first may render (a miss), the second comes from the cache.
    for (let i = 0; i < 2; i++) {
      const { res, starts } = await spiedCall('GET', `/?bookmark-test=${mask}`, { [DATABASE_BOOKMARK_COOKIE]: visitor })
      expect(res.status).toBe(200)
      expect(res.headers.get('X-Cache')).toMatch(/^(MISS|HIT)$/)
      expect(setCookies(res).has(DATABASE_BOOKMARK_COOKIE)).toBe(false)
      expect(starts).not.toContain(visitor)
    }
  })
})

describe('the upstream client and the bookmark', () => {
  it("takes the embedded backend answer's bookmark and passes the header on to nobody", async () => {
    const bookmark = new VisitorBookmark(undefined)
    const ctx = createExecutionContext()
    const upstream = createUpstream(env, ctx, { locale: 'hr', accessToken: null, bookmark })
    const res = await upstream.fetch({ method: 'POST', path: 'api/v2/domainDetect', body: {} })
    await res.arrayBuffer()
    await waitOnExecutionContext(ctx)
    expect(res.headers.has(DATABASE_BOOKMARK_HEADER)).toBe(false)
    expect(bookmark.current).toMatch(BOOKMARK)
    expect(bookmark.toSet).toBe(bookmark.current)
  })

  it('an external upstream gets no bookmark and its answer sets none', async () => {
    const visitor = '00000000-00000001-00000000-' + '0'.repeat(32)
    const later = '00000000-0000ffff-00000000-' + '0'.repeat(32)
    const sent: Array<string | null> = []
    vi.spyOn(globalThis, 'fetch').mockImplementation((_input, init) => {
      sent.push(new Headers(init?.headers).get(DATABASE_BOOKMARK_HEADER))
      return Promise.resolve(Response.json({ data: {} }, { headers: { [DATABASE_BOOKMARK_HEADER]: later } }))
    })
    const bookmark = new VisitorBookmark(visitor)
    const ctx = createExecutionContext()
    const external = { ...env, UPSTREAM_URL: 'https://api.example.test' }
    const upstream = createUpstream(external, ctx, { locale: 'hr', accessToken: null, bookmark })
    const result = await upstream.json({ method: 'POST', path: 'api/v2/domainDetect', body: {} })
    await waitOnExecutionContext(ctx)
    expect(result.ok).toBe(true)
    expect(sent).toEqual([null])
    expect(bookmark.current).toBe(visitor)
    expect(bookmark.toSet).toBeNull()
  })
})
