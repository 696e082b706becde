import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import { upstreamProbe } from '../../test/upstream-probe'
import { signAccessToken } from '../lib/tokens'
import { ACCESS_COOKIE } from '../lib/cookies'
import { isPublicRead } from './api-proxy'
import { findEndpoint } from '../../contract/endpoints'
import { appFetch, cookieHeader, sameOrigin } from '../../test/edge/helpers'

afterEach(() => upstreamProbe.reset())

const customerCookie = async () =>
  cookieHeader({
    [ACCESS_COOKIE]: await signAccessToken(env, {
      userId: 2,
      email: 'kupac@izlog.hr',
      firstName: 'K',
      lastName: 'K',
      isBackofficeUser: false,
    }),
  })

describe('/api/v1|v2 proxy', () => {
  it('classifies public reads from the endpoint table', () => {
    const publicRead = (method: string, path: string) => {
      const row = findEndpoint(method, path)
      return row !== undefined && isPublicRead(row)
    }
    expect(publicRead('POST', 'api/v1/product/web/filter')).toBe(true)
    expect(publicRead('GET', 'api/v1/navigation/tree/main')).toBe(true)
    expect(publicRead('GET', 'api/v2/settings/getCheckoutSettings')).toBe(true)
    expect(publicRead('POST', 'api/v2/cart/getCart')).toBe(false)
    expect(publicRead('DELETE', 'api/v1/product/web/filter')).toBe(false)
    expect(publicRead('GET', 'api/v1/wishlist/filter')).toBe(false)
  })

  it('forwards only the calls of the table: another path or method is a 404 that never reaches the upstream', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/no/such/call'],
      ['DELETE', '/api/v1/product/web/filter'],
      ['POST', '/api/v1/product/web/filter/extra'],
    ] as const) {
      const res = await appFetch(path, method === 'GET' ? { method } : sameOrigin({ method }))
      expect(res.status, `${method} ${path}`).toBe(404)
      expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' })
    }
    expect(upstreamProbe.calls).toBe(0)
  })

  it("answers the backend's refusal code in the caller's language, with its params", async () => {
    const hr = await appFetch('/api/v1/product/web/get?slug=no-such-product')
    expect(hr.status).toBe(404)
    expect(await hr.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND', message: 'Proizvod nije pronađen.' })
    const en = await appFetch('/api/v1/product/web/get?slug=no-such-product', { headers: { language: 'eng' } })
    expect(await en.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND', message: 'The product was not found.' })
    const filter = await appFetch('/api/v1/product/web/filter', {
      method: 'POST',
      headers: { 'content-type': 'application/json', language: 'eng' },
      body: JSON.stringify({ filters: [{ key: 'no-such-key', value: 1 }] }),
    })
    expect(await filter.json()).toMatchObject({ code: 'FILTER_UNKNOWN_KEY', message: "Unknown filter 'no-such-key'." })
  })

  it('caches anonymous public reads in KV: the second read makes no upstream call', async () => {
    const path = `/api/v2/settings/getCurrencyConfig?probe=${crypto.randomUUID()}`
    const first = await appFetch(path)
    expect(first.status).toBe(200)
    expect(first.headers.get('x-cache')).toBe('MISS')
    expect(upstreamProbe.calls).toBe(1)
    const second = await appFetch(path)
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(await second.json()).toEqual(await first.json())
    expect(upstreamProbe.calls).toBe(1)
    expect(second.headers.get('Cache-Control')).toMatch(/public/)
  })

  it('read-only POSTs (product filter) are cached by body', async () => {
    const body = JSON.stringify({
      page: 1,
      limit: 3,
      filters: [{ key: 'archived', value: 'false' }],
      probe: crypto.randomUUID(),
    })
    const init = () => sameOrigin({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
    const first = await appFetch('/api/v1/product/web/filter', init())
    expect(first.status).toBeLessThan(500)
    await appFetch('/api/v1/product/web/filter', init())
    expect(upstreamProbe.calls).toBe(first.status === 200 ? 1 : 2)
  })

  it('logged-in visitors are never served from the shared cache; personal calls are no-store', async () => {
    const cookie = await customerCookie()
    const path = `/api/v2/settings/getCurrencyConfig?probe=${crypto.randomUUID()}`
    await appFetch(path, { headers: { Cookie: cookie } })
    const again = await appFetch(path, { headers: { Cookie: cookie } })
    expect(upstreamProbe.calls).toBe(2)
    expect(again.headers.get('Cache-Control')).toBe('no-store')
    const profile = await appFetch('/api/v1/user/web/profile', { headers: { Cookie: cookie } })
    expect(profile.status).toBe(200)
    expect(profile.headers.get('Cache-Control')).toBe('no-store')
    expect((await profile.json<{ data: { email: string } }>()).data.email).toBe('kupac@izlog.hr')
  })

  it('ignores browser-sent apiKey / accessToken headers', async () => {
    const forged = await appFetch('/api/v1/user/web/profile', { headers: { accessToken: 'forged', apiKey: 'forged' } })
    // Anonymous: the forged token is dropped, the real apiKey is used (401 = no user, not a bad key).
    expect(forged.status).toBe(401)
    expect(JSON.stringify(await forged.json())).not.toContain('INVALID_API_KEY')
  })

  it('unknown /api paths are JSON 404s, not the HTML 404 page', async () => {
    for (const path of ['/api/v3/product', '/api/auth/nothing', '/api/whatever']) {
      const res = await appFetch(path)
      expect(res.status, path).toBe(404)
      expect(res.headers.get('content-type'), path).toMatch(/json/)
    }
  })

  it('passes upstream errors through with their status and JSON body', async () => {
    const res = await appFetch('/api/v1/no/such/call')
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' })
    const bad = await appFetch(
      '/api/v2/cart/getCart',
      sameOrigin({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{not json' }),
    )
    expect(bad.status).toBeGreaterThanOrEqual(400)
    expect(bad.status).toBeLessThan(500)
  })

  it('serves a stale copy when the upstream is down, a translated 503 when nothing is cached', async () => {
    const path = `/api/v2/settings/getCurrencyConfig?probe=${crypto.randomUUID()}`
    await appFetch(path)
    upstreamProbe.failWith = 'network'
    // Fresh copy (under a minute old): served without touching the upstream at all.
    expect((await appFetch(path)).status).toBe(200)
    const uncached = await appFetch(`/api/v2/settings/getCurrencyConfig?probe=${crypto.randomUUID()}`)
    expect(uncached.status).toBe(503)
    expect(uncached.headers.get('Cache-Control')).toBe('no-store')
    expect(uncached.headers.get('Retry-After')).toBe('30')
    expect(await uncached.json()).toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
      message: 'Usluga trenutno nije dostupna, pokušajte ponovno.',
    })
  })
})
