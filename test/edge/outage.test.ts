import { env } from 'cloudflare:test'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ACCESS_COOKIE, CART_COOKIES, REFRESH_COOKIE } from '../../worker/lib/cookies'
import {
  forgetPages,
  pageCacheKey,
  readStoredPage,
  writeStoredPage,
  type StoredPage,
} from '../../worker/cache/page-cache'
import { getCacheVersion } from '../../worker/cache/version'
import { cookieHeader, setCookies } from './helpers'
import { OUTAGE_ORIGIN, installUpstreamProxy, outageFetch, outageSameOrigin, upstreamProxy } from '../upstream-proxy'

/**
 * Issue 11 points 10–12: the Worker with an external UPSTREAM_URL whose "API" the test controls
 * (test/upstream-proxy.ts). Deadlines are 300 ms (pages) and 500 ms (API) here: without them a
 * hanging upstream would hold these requests until the test times out.
 */
let restore: () => void = () => {}
beforeAll(() => {
  restore = installUpstreamProxy()
})
afterAll(() => restore())
afterEach(() => upstreamProxy.reset())

const OUTAGES = [
  ['refused', 'refuse'],
  ['hanging', 'hang'],
  ['answering 500 with an HTML body', 500],
] as const

const uniqueSlug = () => `ispad-${crypto.randomUUID().slice(0, 8)}`
const json = (body: unknown): RequestInit =>
  outageSameOrigin({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

async function login(): Promise<{ access: string; refresh: string }> {
  const res = await outageFetch('/api/auth/login', json({ username: 'kupac@izlog.hr', password: 'izlog-kupac-2026' }))
  expect(res.status).toBe(200)
  const set = setCookies(res)
  return { access: set.get(ACCESS_COOKIE)?.value ?? '', refresh: set.get(REFRESH_COOKIE)?.value ?? '' }
}

async function storedPage(path: string): Promise<StoredPage | null> {
  const key = pageCacheKey(await getCacheVersion(env.OUTAGE_CACHE), 'hr', new URL(OUTAGE_ORIGIN + path))
  return readStoredPage(env.OUTAGE_CACHE, key)
}

describe('cold pages during an outage (point 12)', () => {
  it.each(OUTAGES)(
    'upstream %s → a translated 503 page with Retry-After, in both languages, never stored',
    async (_, behaviour) => {
      upstreamProxy.behaviour = behaviour
      for (const [path, title] of [
        [`/${uniqueSlug()}`, 'Usluga privremeno nije dostupna'],
        [`/en/${uniqueSlug()}`, 'Service temporarily unavailable'],
      ] as const) {
        const res = await outageFetch(path)
        expect(res.status, path).toBe(503)
        expect(res.headers.get('Retry-After')).toBe('60')
        expect(res.headers.get('Cache-Control')).toContain('no-store')
        const html = await res.text()
        expect(html).toContain(title)
        expect(html).not.toContain('UpstreamServer')
        expect(await storedPage(path)).toBeNull()
      }
    },
  )
})

describe('deadlines (point 10)', () => {
  it('a hanging upstream: the cart, login and the API proxy answer within their deadline with a clear error', async () => {
    upstreamProxy.behaviour = 'hang'
    const add = await outageFetch('/api/cart/items', json({ productId: 1, qty: 1 }))
    expect(add.status).toBe(503)
    expect(await add.json()).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' })
    expect(setCookies(add).size).toBe(0)

    const loginRes = await outageFetch(
      '/api/auth/login',
      json({ username: 'kupac@izlog.hr', password: 'izlog-kupac-2026' }),
    )
    expect(loginRes.status).toBe(503)
    expect(loginRes.headers.get('Retry-After')).toBe('30')

    const proxied = await outageFetch(`/api/v1/product/web/get?slug=${uniqueSlug()}`, {
      headers: { Referer: `${OUTAGE_ORIGIN}/en/` },
    })
    expect(proxied.status).toBe(504)
    expect(await proxied.json()).toMatchObject({
      code: 'UPSTREAM_TIMEOUT',
      message: 'Usluga se predugo ne javlja, pokušajte ponovno za nekoliko trenutaka.',
    })
    // Every call that hung was abandoned (its signal aborted), none is still pending.
    expect(upstreamProxy.hanging.length).toBeGreaterThanOrEqual(3)
    expect(upstreamProxy.hanging.every((signal) => signal.aborted)).toBe(true)
  })

  it('the cart and checkout pages of a visitor with a cart do not hang either', async () => {
    const add = await outageFetch('/api/cart/items', json({ productId: 1, qty: 1 }))
    expect(add.status).toBe(200)
    const cookie = cookieHeader(
      Object.fromEntries(CART_COOKIES.map((name) => [name, setCookies(add).get(name)?.value ?? ''])),
    )
    upstreamProxy.behaviour = 'hang'
    for (const path of ['/kosarica', '/naplata', '/en/cart']) {
      const res = await outageFetch(path, { headers: { Cookie: cookie } })
      // The page answers (its cart part is left to the browser, which keeps retrying) and is never shared.
      expect([200, 503], path).toContain(res.status)
      expect(res.headers.get('Cache-Control'), path).toContain('no-store')
      // The cart session survives the outage.
      expect(setCookies(res).has(CART_COOKIES[0]), path).toBe(false)
    }
    const cart = await outageFetch('/api/cart', { headers: { Cookie: cookie } })
    expect(cart.status).toBe(503)
    upstreamProxy.behaviour = 'pass'
    const after = await outageFetch('/api/cart', { headers: { Cookie: cookie } })
    expect(after.status).toBe(200)
    expect((await after.json<{ data: { items: unknown[] } }>()).data.items.length).toBe(1)
  })

  it('when the visitor goes away, their upstream call is aborted at once', async () => {
    upstreamProxy.behaviour = 'hang'
    const visitor = new AbortController()
    const pending = outageFetch(`/api/v1/product/web/get?slug=${uniqueSlug()}`, { signal: visitor.signal }).catch(
      (error: unknown) => error,
    )
    await expect.poll(() => upstreamProxy.hanging.length).toBe(1)
    visitor.abort()
    await expect.poll(() => upstreamProxy.hanging[0]?.aborted).toBe(true)
    // Aborted by the visitor, not by the (500 ms) deadline.
    expect(upstreamProxy.hanging[0]?.reason).not.toMatchObject({ name: 'UpstreamTimeoutError' })
    await pending
  })
})

describe('a failing refresh is not a logout (point 11)', () => {
  it.each(OUTAGES)(
    'upstream %s during the refresh → served anonymously, both cookies kept, logged in again once it is back',
    async (_, behaviour) => {
      const { refresh } = await login()
      upstreamProxy.behaviour = behaviour
      upstreamProxy.match = /^api\/v1\/refresh/
      const during = await outageFetch('/api/auth/user', {
        headers: { Cookie: cookieHeader({ [REFRESH_COOKIE]: refresh }) },
      })
      expect(await during.json()).toEqual({ user: null })
      expect(during.headers.getSetCookie()).toEqual([])

      const explicit = await outageFetch(
        '/api/auth/refresh',
        outageSameOrigin({ method: 'POST', headers: { Cookie: cookieHeader({ [REFRESH_COOKIE]: refresh }) } }),
      )
      expect(explicit.status).toBe(503)
      expect(explicit.headers.getSetCookie()).toEqual([])

      upstreamProxy.behaviour = 'pass'
      const after = await outageFetch('/api/auth/user', {
        headers: { Cookie: cookieHeader({ [REFRESH_COOKIE]: refresh }) },
      })
      expect(await after.json()).toMatchObject({ user: { email: 'kupac@izlog.hr' } })
      expect(setCookies(after).get(REFRESH_COOKIE)?.value).toBeTruthy()
    },
  )

  it('a definite "invalid token" answer still logs out', async () => {
    const res = await outageFetch('/api/auth/user', {
      headers: { Cookie: cookieHeader({ [REFRESH_COOKIE]: 'not-a-refresh-token' }) },
    })
    expect(await res.json()).toEqual({ user: null })
    expect(setCookies(res).get(REFRESH_COOKIE)?.attrs).toContain('Max-Age=0')
  })
})

describe('outage answers are never cached as good pages (point 12)', () => {
  it('a page whose streamed parts failed is served but not stored; the stored good copy wins', async () => {
    const path = `/shop?page=1&sort=${uniqueSlug()}`
    // The product grid streams (deferred); the layout and the page's critical data pass.
    upstreamProxy.behaviour = 500
    upstreamProxy.match = /^api\/v1\/product\/web\/filter/
    const degraded = await outageFetch(path)
    expect(degraded.status).toBe(200)
    await degraded.text()
    expect(await storedPage(path)).toBeNull()

    upstreamProxy.reset()
    const good = await outageFetch(path)
    expect(good.status).toBe(200)
    const stored = await storedPage(path)
    if (!stored) throw new Error('the good page was not stored')
    expect(stored.html).toContain('product-card')
    // Stale now: the next visitor gets it while a background render (during an outage) runs.
    const key = pageCacheKey(await getCacheVersion(env.OUTAGE_CACHE), 'hr', new URL(OUTAGE_ORIGIN + path))
    const agedAt = Date.now() - 120_000
    await writeStoredPage(env.OUTAGE_CACHE, key, { ...stored, storedAt: agedAt })
    await forgetPages([key])
    // No cached upstream answer either, so the background render really meets the outage.
    for (const { name } of (await env.OUTAGE_CACHE.list({ prefix: 'up:' })).keys) await env.OUTAGE_CACHE.delete(name)
    upstreamProxy.behaviour = 'refuse'
    upstreamProxy.match = /^api\/v1\/product\/web\/filter/
    const stale = await outageFetch(path)
    expect(stale.headers.get('X-Cache')).toBe('STALE')
    expect(await stale.text()).toContain('product-card')
    // The failed background render did not replace the good copy.
    expect(upstreamProxy.calls.some((call) => call.includes('product/web/filter'))).toBe(true)
    expect((await storedPage(path))?.storedAt).toBe(agedAt)
    expect((await storedPage(path))?.html).toBe(stored?.html)
  })

  it('proxied API errors are always our JSON envelope, never the upstream body', async () => {
    upstreamProxy.behaviour = 502
    const res = await outageFetch(`/api/v1/product/web/get?slug=${uniqueSlug()}`)
    expect(res.status).toBe(503)
    expect(res.headers.get('Content-Type')).toContain('application/json')
    const text = await res.text()
    expect(text).not.toContain('UpstreamServer')
    expect(JSON.parse(text)).toMatchObject({
      statusCode: 503,
      code: 'UPSTREAM_UNAVAILABLE',
      error: { code: 'UPSTREAM_UNAVAILABLE' },
    })

    upstreamProxy.behaviour = 'refuse'
    const refused = await outageFetch(`/api/v1/product/web/get?slug=${uniqueSlug()}`)
    expect(refused.status).toBe(503)
    expect(refused.headers.get('Retry-After')).toBe('30')

    // A 4xx keeps its status, code and message, inside our envelope.
    upstreamProxy.reset()
    const missing = await outageFetch(`/api/v1/product/web/get?slug=${uniqueSlug()}`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ statusCode: 404, error: { statusCode: 404 } })
  })
})
