import { env } from 'cloudflare:test'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Cart } from '../../contract/dto/commerce'
import { productId } from '../backend/commerce/test-fixtures'
import { upstreamProbe } from '../../test/upstream-probe'
import { jarCall, sameOrigin, setCookies, workerFetch, type Jar } from '../../test/edge/helpers'
import { deletePages } from '../cache/page-cache'
import { DATABASE_BOOKMARK_COOKIE } from '../lib/cookies'

/** The edge cart API: session cookies, clearing rules, and a cart that is never lost. */

let mask = 0

beforeAll(async () => {
  mask = await productId('IZL-HW-MASKA')
})

afterEach(() => {
  upstreamProbe.failWith = null
  upstreamProbe.match = null
})

const call = jarCall

async function cartOf(res: Response): Promise<Cart> {
  const body = await res.json<{ data: Cart }>()
  return body.data
}

/** The jar's cookies but the D1 bookmark (database-bookmark.test.ts), which every write moves on. */
function withoutBookmark(jar: Jar): Jar {
  return Object.fromEntries(Object.entries(jar).filter(([name]) => name !== DATABASE_BOOKMARK_COOKIE))
}

async function addMask(jar: Jar, qty: number | string = 1) {
  return call('POST', '/api/cart/items', jar, { productId: mask, qty })
}

describe('/api/cart session cookies', () => {
  it('has no cart and sets no cookie until the first add', async () => {
    const jar: Jar = {}
    const res = await call('GET', '/api/cart', jar)
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(await res.json()).toEqual({ data: null })
    expect(res.headers.getSetCookie()).toHaveLength(0)
  })

  it('the first add creates the session in HttpOnly cookies for a year; the protect code never reaches the page', async () => {
    const jar: Jar = {}
    const res = await addMask(jar, 2)
    expect(res.status).toBe(200)
    const cookies = setCookies(res)
    for (const name of ['cartId', 'protectCode']) {
      const cookie = cookies.get(name)
      expect(cookie?.value).toBeTruthy()
      for (const attr of ['Max-Age=31536000', 'Path=/', 'HttpOnly', 'Secure', 'SameSite=Lax'])
        expect(cookie?.attrs).toContain(attr)
    }
    const text = JSON.stringify(await res.clone().json())
    expect(text).not.toContain(jar['protectCode'] ?? 'missing')
    const cart = await cartOf(res)
    expect(cart.items).toHaveLength(1)
    expect(cart.itemsCount).toBe(2)

    // The next calls use the cookies; no new session is made.
    const again = await addMask(jar, 1)
    expect([...setCookies(again).keys()].filter((name) => name !== DATABASE_BOOKMARK_COOKIE)).toEqual([])
    expect((await cartOf(again)).itemsCount).toBe(3)
    const read = await call('GET', '/api/cart', jar)
    expect((await cartOf(read)).id).toBe(cart.id)
  })

  it('the cart page is rendered on the server from the cookie session and never cached', async () => {
    const jar: Jar = {}
    const cart = await cartOf(await addMask(jar, 2))
    const name = cart.items[0]?.productData.name ?? 'missing'
    const res = await call('GET', '/kosarica', jar)
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toMatch(/private|no-store/)
    const html = await res.text()
    expect(html).toContain(name)
    expect(html).not.toContain(jar['protectCode'] ?? 'missing')
    // Another visitor (no cookies) gets the empty cart, not this one.
    const other = await (await call('GET', '/kosarica', {})).text()
    expect(other).not.toContain(name)
  })

  it('edits, removes, coupons and instructions go through the cookie session', async () => {
    const jar: Jar = {}
    const cart = await cartOf(await addMask(jar))
    const itemId = cart.items[0]?.itemId ?? 0
    const updated = await cartOf(await call('PATCH', `/api/cart/items/${itemId}`, jar, { qty: 4 }))
    expect(updated.items[0]?.qty).toBe(4)
    const invalidQty = await call('PATCH', `/api/cart/items/${itemId}`, jar, { qty: -3 })
    expect(invalidQty.status).toBe(400)
    // The backend answers the code; the edge writes the storefront's own text for it.
    expect(await invalidQty.json()).toMatchObject({
      code: 'INVALID_QUANTITY',
      message: 'Količina mora biti pozitivan cijeli broj',
    })

    const coupon = await cartOf(await call('POST', '/api/cart/coupon', jar, { couponCode: 'IZLOG10' }))
    expect(coupon.couponCode).toBe('IZLOG10')
    expect(coupon.prices.converted.coupon).toBeLessThan(0)
    const unknown = await call('POST', '/api/cart/coupon', jar, { couponCode: 'NOPE-123' })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ code: 'COUPON_NOT_FOUND', message: 'Kupon nije pronađen!' })
    const empty = await call('POST', '/api/cart/coupon', jar, { couponCode: '  ' }, { language: 'eng' })
    expect(empty.status).toBe(400)
    expect((await empty.json<{ message: string }>()).message).toBe('Enter a coupon code')
    expect((await cartOf(await call('DELETE', '/api/cart/coupon', jar))).couponCode).toBeNull()

    const notes = await cartOf(await call('PUT', '/api/cart/instructions', jar, { instructions: 'Pozvoniti dvaput.' }))
    expect(notes.instructions).toBe('Pozvoniti dvaput.')
    const tooLong = await call('PUT', '/api/cart/instructions', jar, { instructions: 'x'.repeat(1001) })
    expect(tooLong.status).toBe(400)

    const removed = await cartOf(await call('DELETE', `/api/cart/items/${itemId}`, jar))
    expect(removed.items).toHaveLength(0)
    const again = await call('DELETE', `/api/cart/items/${itemId}`, jar)
    expect(again.status).toBe(404)
    expect(await again.json()).toMatchObject({ code: 'ITEM_NOT_IN_CART', message: 'Ovaj artikl nije u košarici' })
  })

  it('bad input is a 4xx with a message, never a 500', async () => {
    const jar: Jar = {}
    const cases: Array<[string, string, unknown]> = [
      ['POST', '/api/cart/items', { productId: 'abc' }],
      ['POST', '/api/cart/items', { productId: -1 }],
      ['POST', '/api/cart/items', { productId: 999_999_999 }],
      ['POST', '/api/cart/items', { productId: mask, qty: 'lots' }],
      ['POST', '/api/cart/items', { productId: mask, options: { personalizations: 'x' } }],
      ['POST', '/api/cart/items', ['not', 'an', 'object']],
    ]
    for (const [method, path, body] of cases) {
      const res = await call(method, path, jar, body)
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
      expect(res.status, JSON.stringify(body)).toBeLessThan(500)
      expect((await res.json<{ message: string }>()).message).toBeTruthy()
    }
    const notJson = await workerFetch(
      '/api/cart/items',
      sameOrigin({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{oops' }),
    )
    expect(notJson.status).toBe(400)
    // A failed first add leaves no session behind.
    expect(jar).toEqual({})
  })

  it('without a session, changes answer NO_CART_SESSION', async () => {
    for (const [method, path] of [
      ['PATCH', '/api/cart/items/1'],
      ['DELETE', '/api/cart/items/1'],
      ['DELETE', '/api/cart/coupon'],
      ['POST', '/api/cart/validate'],
    ] as const) {
      const res = await call(method, path, {}, method === 'PATCH' ? { qty: 1 } : undefined)
      expect(res.status).toBe(404)
      expect((await res.json<{ code: string }>()).code).toBe('NO_CART_SESSION')
    }
  })

  it('rejects cross-site changes (CSRF)', async () => {
    const res = await workerFetch('/api/cart/items', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      body: JSON.stringify({ productId: mask, qty: 1 }),
    })
    expect(res.status).toBe(403)
  })
})

describe('/api/cart clearing rules', () => {
  it('a cookie for an unknown cart is cleared while fetching, and the next add starts a new cart', async () => {
    const jar: Jar = { cartId: crypto.randomUUID(), protectCode: 'not-the-code' }
    const res = await call('GET', '/api/cart', jar)
    expect(await res.json()).toEqual({ data: null })
    expect(jar).toEqual({})

    const stale: Jar = { cartId: crypto.randomUUID(), protectCode: 'stale' }
    const added = await addMask(stale)
    expect(added.status).toBe(200)
    expect(stale['cartId']).toBeTruthy()
    expect(stale['cartId']).toBe((await cartOf(added)).id)
  })

  it("'Cart is archived.' clears the session and answers CART_ARCHIVED (fetch and change alike)", async () => {
    const jar: Jar = {}
    const cart = await cartOf(await addMask(jar))
    await env.DB.prepare("UPDATE carts SET status = 'archived' WHERE id = ?").bind(cart.id).run()
    const keep = { ...jar }
    const change = await call('PATCH', `/api/cart/items/${cart.items[0]?.itemId ?? 0}`, jar, { qty: 2 })
    expect(change.status).toBe(409)
    expect(await change.json()).toMatchObject({ code: 'CART_ARCHIVED', message: 'Košarica je arhivirana.' })
    expect(withoutBookmark(jar)).toEqual({})
    // The cart page does not render the archived cart: the browser fetches it (and is told).
    const pageHtml = await (await call('GET', '/kosarica', { ...keep })).text()
    expect(pageHtml).not.toContain(cart.items[0]?.productData.name ?? 'missing')
    expect(pageHtml).toContain('role="status"')
    const fetched = await call('GET', '/api/cart', keep)
    expect(fetched.status).toBe(409)
    expect((await fetched.json<{ code: string }>()).code).toBe('CART_ARCHIVED')
    expect(withoutBookmark(keep)).toEqual({})
  })

  it('language switch and logout clear the cart cookies', async () => {
    for (const path of ['/api/auth/language', '/api/auth/logout']) {
      const jar: Jar = {}
      await addMask(jar)
      expect(jar['cartId']).toBeTruthy()
      await call('POST', path, jar, path.endsWith('language') ? { locale: 'en' } : {})
      expect(jar['cartId']).toBeUndefined()
      expect(jar['protectCode']).toBeUndefined()
    }
  })

  it('an upstream failure keeps the session and the cart (nothing is lost)', async () => {
    const jar: Jar = {}
    const cart = await cartOf(await addMask(jar, 2))
    upstreamProbe.match = /cart\//
    for (const failWith of ['network', 500] as const) {
      upstreamProbe.failWith = failWith
      const update = await call('PATCH', `/api/cart/items/${cart.items[0]?.itemId ?? 0}`, jar, { qty: 5 })
      expect(update.status).toBe(503)
      expect((await update.json<{ message: string }>()).message).toMatch(/sačuvani/)
      const read = await call('GET', '/api/cart', jar)
      expect(read.status).toBe(503)
      expect(jar['cartId']).toBe(cart.id)
    }
    upstreamProbe.failWith = null
    const after = await cartOf(await call('GET', '/api/cart', jar))
    expect(after.items[0]?.qty).toBe(2)
  })

  it('a cart survives a KV purge: it lives in the upstream, not in the cache', async () => {
    const jar: Jar = {}
    const cart = await cartOf(await addMask(jar, 3))
    // Every KV entry goes (harder than the admin purge, which only starts a new generation).
    for (let cursor: string | undefined; ;) {
      const page = await env.CACHE.list(cursor ? { cursor } : {})
      await deletePages(
        env.CACHE,
        page.keys.map((key) => key.name),
      )
      if (page.list_complete) break
      cursor = page.cursor
    }
    const after = await cartOf(await call('GET', '/api/cart', jar))
    expect(after.id).toBe(cart.id)
    expect(after.itemsCount).toBe(3)
  })

  it('two tabs editing the same cart end with the same cart, and versions only grow', async () => {
    const tabA: Jar = {}
    const first = await cartOf(await addMask(tabA))
    const tabB: Jar = { ...tabA }
    const itemId = first.items[0]?.itemId ?? 0
    const [a, b] = await Promise.all([
      call('PATCH', `/api/cart/items/${itemId}`, tabA, { qty: 3 }),
      call('PATCH', `/api/cart/items/${itemId}`, tabB, { qty: 7 }),
    ])
    const versions = [(await cartOf(a)).version, (await cartOf(b)).version]
    expect(Math.min(...versions)).toBeGreaterThan(first.version)
    const [readA, readB] = await Promise.all([call('GET', '/api/cart', tabA), call('GET', '/api/cart', tabB)])
    const [cartA, cartB] = [await cartOf(readA), await cartOf(readB)]
    expect(cartA).toEqual(cartB)
    expect([3, 7]).toContain(cartA.items[0]?.qty)
  })
})

describe('/api/cart and login', () => {
  it("login merges the anonymous cart into the customer's cart and keeps the first device's cart alive", async () => {
    // The customer fills a cart while logged in on a first device.
    const firstDevice: Jar = {}
    expect(
      (await call('POST', '/api/auth/login', firstDevice, { username: 'kupac@izlog.hr', password: 'izlog-kupac-2026' }))
        .status,
    ).toBe(200)
    const before = await cartOf(await addMask(firstDevice, 1))
    const maskBefore = before.items.find((item) => item.productId === mask)?.qty ?? 0
    // A second browser: an anonymous cart with five masks, then login.
    const browser: Jar = {}
    await addMask(browser, 5)
    const anonymousCartId = browser['cartId']
    const again = await call('POST', '/api/auth/login', browser, {
      username: 'kupac@izlog.hr',
      password: 'izlog-kupac-2026',
    })
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ cartMergedLines: 1 })
    expect(browser['cartId']).not.toBe(anonymousCartId)
    const merged = await cartOf(await call('GET', '/api/cart', browser))
    // SPEC §4: the customer's cart is the one in the new browser, now with the anonymous lines too.
    expect(merged.id).toBe(before.id)
    expect(merged.items.find((item) => item.productId === mask)?.qty).toBe(maskBefore + 5)
    // The first device still holds the same cart: its cookies are not cleared.
    const first = await call('GET', '/api/cart', firstDevice)
    expect(first.headers.getSetCookie().join('\n')).not.toContain('Max-Age=0')
    expect((await cartOf(first)).items).toEqual(merged.items)
  })

  it('the proxy never hands out a protect code and fills the cart session into checkout calls', async () => {
    const direct = await workerFetch('/api/v2/cart/getNewCartSession')
    expect(direct.status).toBe(404)
    expect(JSON.stringify(await direct.json())).not.toContain('protectCode":"')
    const jar: Jar = {}
    await addMask(jar)
    // A page asks for delivery methods without knowing the session: the edge adds it.
    const croatia = await env.DB.prepare("SELECT id FROM countries WHERE iso = 'HR'").first<{ id: number }>()
    const res = await call('POST', '/api/v2/delivery/getApplicableDeliveryMethods', jar, {
      countryId: croatia?.id,
      cartId: 'forged',
      protectCode: 'forged',
    })
    expect(res.status, await res.clone().text()).toBe(200)
    expect((await res.json<{ data: unknown[] }>()).data.length).toBeGreaterThan(0)
  })

  it("the guest of a checkout is the cookie cart's own guest, whatever cart the page names", async () => {
    const jar: Jar = {}
    await addMask(jar)
    const res = await call('PATCH', '/api/v1/user/guest/update', jar, {
      email: 'gost@izlog.test',
      cartId: 'forged',
      protectCode: 'forged',
    })
    expect(res.status, await res.clone().text()).toBe(200)
    const guest = (await res.json<{ data: { id: number } }>()).data
    const cart = await env.DB.prepare('SELECT guest_user_id FROM carts WHERE id = ?')
      .bind(jar['cartId'] ?? '')
      .first<{ guest_user_id: number }>()
    expect(cart?.guest_user_id).toBe(guest.id)
    // No cart session in the cookies: a clear 404, whatever cart the body names.
    const noSession = await call(
      'PATCH',
      '/api/v1/user/guest/update',
      {},
      { email: 'gost@izlog.test', cartId: jar['cartId'], protectCode: 'forged' },
    )
    expect(noSession.status).toBe(404)
    expect(await noSession.json()).toMatchObject({ code: 'NO_CART_SESSION', message: expect.any(String) })
  })

  it('cart calls without a cart session answer NO_CART_SESSION; the checkout countries answer without one', async () => {
    const save = await call('PUT', '/api/v2/payment/savePaymentMethod', {}, { paymentMethodId: 1 })
    expect(save.status).toBe(404)
    expect(await save.json()).toMatchObject({ code: 'NO_CART_SESSION' })
    const countries = await call('POST', '/api/v2/checkout/getAvailableCountries', {}, { language: 'hr' })
    expect(countries.status).toBe(200)
  })
})
