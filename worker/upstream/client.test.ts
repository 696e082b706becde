import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import { createUpstream, normaliseError } from './client'
import { upstreamProbe } from '../../test/upstream-probe'
import { isPublicCall } from './cache'
import { CacheShort } from './strategies'
import type { CacheStrategy, UpstreamRequest } from './types'
import { purgeAllCaches } from '../cache/page-cache'
import { signAccessToken } from '../lib/tokens'

afterEach(() => upstreamProbe.reset())

/** A unique public read (unique query → its own cache key, whatever other tests stored). */
const publicRead = (cache: CacheStrategy | null = CacheShort): UpstreamRequest => ({
  method: 'GET',
  path: 'api/v2/settings/getCurrencyConfig',
  query: { probe: crypto.randomUUID() },
  cache,
})

async function run<T>(req: UpstreamRequest, accessToken: string | null = null, locale: 'hr' | 'en' = 'hr') {
  const ctx = createExecutionContext()
  const upstream = createUpstream(env, ctx, { locale, accessToken })
  const result = await upstream.json<T>(req)
  await waitOnExecutionContext(ctx)
  return result
}

async function raw(req: UpstreamRequest) {
  const ctx = createExecutionContext()
  const res = await createUpstream(env, ctx, { locale: 'hr', accessToken: null }).fetch(req)
  const text = await res.text()
  await waitOnExecutionContext(ctx)
  return { res, text }
}

describe('upstream client', () => {
  it('talks to the embedded backend with the server-side headers and unwraps the envelope', async () => {
    const result = await run<{ currency?: unknown }>({ method: 'POST', path: 'api/v2/domainDetect', body: {} })
    expect(result.ok).toBe(true)
    // The access token travels as the accessToken header: the backend knows the user.
    const token = await signAccessToken(env, {
      userId: 2,
      email: 'kupac@izlog.hr',
      firstName: '',
      lastName: '',
      isBackofficeUser: false,
    })
    const profile = await run<{ email: string }>({ method: 'GET', path: 'api/v1/user/web/profile' }, token)
    expect(profile).toMatchObject({ ok: true, data: { email: 'kupac@izlog.hr' } })
    const anonymous = await run({ method: 'GET', path: 'api/v1/user/web/profile' })
    expect(anonymous).toMatchObject({ ok: false, status: 401 })
  })

  it("the visitor id and the site origin the backend trusts are only the edge's own, never ones a request carries", async () => {
    const logChoice = async (options: { visitorId?: string; siteOrigin?: string }) => {
      const ctx = createExecutionContext()
      const upstream = createUpstream(env, ctx, { locale: 'hr', accessToken: null, ...options })
      const result = await upstream.json({
        method: 'POST',
        path: 'api/v1/web/consent/log/create',
        body: { sourceType: 'cookie', consents: ['necessary'] },
        headers: { 'x-izlog-visitor-id': crypto.randomUUID() },
      })
      await waitOnExecutionContext(ctx)
      return result
    }
    // No visitor id of the edge's own: the one the request carries is dropped, with or without a site origin.
    expect(await logChoice({ siteOrigin: 'https://izlog.hr' })).toMatchObject({ ok: false, status: 400 })
    expect(await logChoice({})).toMatchObject({ ok: false, status: 400 })
    expect(await logChoice({ visitorId: crypto.randomUUID(), siteOrigin: 'https://izlog.hr' })).toMatchObject({
      ok: true,
    })
  })

  it("normalises errors: unknown call → 404 with its code, the text in the caller's language", async () => {
    const result = await run({ method: 'GET', path: 'api/v1/no/such/call' })
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.status).toBe(404)
      expect(result.error.code).toBe('UNKNOWN_CALL')
      expect(result.error.message).toBe('Nepoznat poziv API-ja: GET /api/v1/no/such/call.')
    }
  })

  it('reads the SPEC §8 error fields in order', () => {
    expect(
      normaliseError(400, 'Bad Request', {
        error: { code: 'X', payload: { message: 'from payload' } },
        message: 'top',
      }),
    ).toEqual({ status: 400, code: 'X', message: 'from payload' })
    expect(normaliseError(409, '', { message: 'User already exist.' })).toEqual({
      status: 409,
      message: 'User already exist.',
    })
    expect(normaliseError(422, '', { data: { errorMessage: 'from data' } })).toEqual({
      status: 422,
      message: 'from data',
    })
    expect(normaliseError(502, 'Bad Gateway', null)).toEqual({ status: 502, message: 'Bad Gateway' })
  })

  it('a network failure is status 0 with a message, not an exception', async () => {
    upstreamProbe.failWith = 'network'
    const result = await run(publicRead(null))
    expect(result).toMatchObject({ ok: false, status: 0 })
    if (result.ok) throw new Error('a network failure answered ok')
    expect(result.error.message).toMatch(/Network/)
  })
})

describe('upstream KV cache', () => {
  it('serves the second read from KV with zero upstream calls', async () => {
    const req = publicRead()
    const first = await raw(req)
    expect(first.res.headers.get('x-cache')).toBe('MISS')
    expect(upstreamProbe.calls).toBe(1)
    const second = await raw(req)
    expect(second.res.headers.get('x-cache')).toBe('HIT')
    expect(second.text).toBe(first.text)
    expect(upstreamProbe.calls).toBe(1)
    // Another locale is another key.
    await run(req, null, 'en')
    expect(upstreamProbe.calls).toBe(2)
  })

  it('POST reads are keyed by their body (key order does not matter)', async () => {
    const probe = crypto.randomUUID()
    await run({ method: 'POST', path: 'api/v2/domainDetect', body: { a: 1, probe }, cache: CacheShort })
    await run({ method: 'POST', path: 'api/v2/domainDetect', body: { probe, a: 1 }, cache: CacheShort })
    expect(upstreamProbe.calls).toBe(1)
    await run({ method: 'POST', path: 'api/v2/domainDetect', body: { probe, a: 2 }, cache: CacheShort })
    expect(upstreamProbe.calls).toBe(2)
  })

  it('serves stale data when the upstream fails (network or 5xx), the error when nothing is stored', async () => {
    const strategy: CacheStrategy = { maxAge: 0, staleWhileRevalidate: 0, staleIfError: 3600 }
    const req = publicRead(strategy)
    const fresh = await run(req)
    expect(fresh.ok).toBe(true)
    upstreamProbe.failWith = 'network'
    const stale = await run(req)
    expect(stale).toEqual(fresh)
    upstreamProbe.failWith = 503
    expect(await run(req)).toEqual(fresh)
    const { res } = await raw(req)
    expect(res.headers.get('x-cache')).toBe('STALE')
    // Nothing stored for this one: the error comes through.
    const missing = await run(publicRead(strategy))
    expect(missing).toMatchObject({ ok: false, status: 503 })
  })

  it('stale within staleWhileRevalidate is served at once and refreshed in the background', async () => {
    const req = publicRead({ maxAge: 0, staleWhileRevalidate: 600, staleIfError: 0 })
    await run(req)
    expect(upstreamProbe.calls).toBe(1)
    upstreamProbe.delayMs = 300
    const started = Date.now()
    const { res } = await raw(req)
    expect(res.headers.get('x-cache')).toBe('STALE')
    // raw() waited for the background refresh, which did reach the upstream.
    expect(upstreamProbe.calls).toBe(2)
    expect(Date.now() - started).toBeGreaterThanOrEqual(250)
  })

  it('never caches personal or unknown calls, or calls that carry an access token, even if asked', async () => {
    expect(isPublicCall('POST', 'api/v2/cart/getCart')).toBe(false)
    expect(isPublicCall('GET', 'api/v1/user/web/profile')).toBe(false)
    expect(isPublicCall('GET', 'api/v1/wishlist/filter')).toBe(false)
    expect(isPublicCall('GET', 'api/v1/no/such/call')).toBe(false)
    expect(isPublicCall('GET', 'api/v2/settings/getCheckoutSettings?x=1')).toBe(true)
    const cart: UpstreamRequest = {
      method: 'POST',
      path: 'api/v2/cart/getCart',
      body: { cartId: 1, protectCode: 'x' },
      cache: CacheShort,
    }
    await run(cart)
    await run(cart)
    expect(upstreamProbe.calls).toBe(2)
    const req = publicRead()
    await run(req, 'some-token')
    await run(req, 'some-token')
    expect(upstreamProbe.calls).toBe(4)
  })

  it('purgeAllCaches starts a new generation', async () => {
    const req = publicRead()
    await run(req)
    await run(req)
    expect(upstreamProbe.calls).toBe(1)
    await purgeAllCaches(env)
    await run(req)
    expect(upstreamProbe.calls).toBe(2)
  })
})

describe('deadlines and the embedded backend', () => {
  it('a slow embedded backend call is not cut off (its write would still land after an "unavailable" answer)', async () => {
    upstreamProbe.delayMs = 200
    const ctx = createExecutionContext()
    const upstream = createUpstream({ ...env, UPSTREAM_URL: '', UPSTREAM_API_TIMEOUT_MS: '50' }, ctx, {
      locale: 'hr',
      accessToken: null,
      purpose: 'api',
    })
    const result = await upstream.json({
      method: 'GET',
      path: 'api/v2/settings/getCurrencyConfig',
      query: { probe: crypto.randomUUID() },
      cache: null,
    })
    await waitOnExecutionContext(ctx)
    expect(upstreamProbe.delayedAnswered).toBe(1)
    expect(result.ok).toBe(true)
  })
})
