import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import { upstreamProbe } from '../upstream-probe'
import { forgetPages, pageCacheKey, readStoredPage, writeStoredPage } from '../../worker/cache/page-cache'
import { getCacheVersion } from '../../worker/cache/version'
import { signAccessToken } from '../../worker/lib/tokens'
import { ACCESS_COOKIE } from '../../worker/lib/cookies'
import { ORIGIN, appFetch, cookieHeader } from './helpers'

/** The page cache in the whole Worker, with the real SSR renderer and the embedded backend. */
afterEach(() => upstreamProbe.reset())

const cspNonce = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('Content-Security-Policy') ?? '')?.[1] ?? ''
const uniquePage = () => `/o-nama?v=${crypto.randomUUID().slice(0, 8)}`

async function ageEntry(path: string, seconds: number) {
  const key = pageCacheKey(await getCacheVersion(env.CACHE), 'hr', new URL(ORIGIN + path))
  const page = await readStoredPage(env.CACHE, key)
  expect(page, 'stored page').not.toBeNull()
  if (page) await writeStoredPage(env.CACHE, key, { ...page, storedAt: Date.now() - seconds * 1000 })
  // The isolate's memory tier still holds the fresh copy: forget it, as a purge does.
  await forgetPages([key])
}

describe('page cache in the Worker', () => {
  it('a warm cache answers with zero upstream calls and a fresh nonce on every inline script', async () => {
    const path = uniquePage()
    const first = await appFetch(path)
    expect(first.status).toBe(200)
    expect(first.headers.get('X-Cache')).toBe('MISS')
    const firstHtml = await first.text()
    upstreamProbe.reset()
    const second = await appFetch(path)
    expect(second.status).toBe(200)
    expect(second.headers.get('X-Cache')).toBe('HIT')
    expect(upstreamProbe.calls).toBe(0)
    const html = await second.text()
    const nonce = cspNonce(second)
    expect(nonce).not.toBe(cspNonce(first))
    expect(html).not.toContain(cspNonce(first))
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '')
    expect(scripts.length).toBeGreaterThan(0)
    for (const attrs of scripts.filter((a) => !/\bsrc=/.test(a))) expect(attrs).toContain(`nonce="${nonce}"`)
    expect(html.split(nonce).join('N')).toBe(firstHtml.split(cspNonce(first)).join('N'))
  })

  it('a stale page is re-rendered in the background through the Worker and stored again', async () => {
    const path = uniquePage()
    await appFetch(path)
    await ageEntry(path, 120)
    const stale = await appFetch(path)
    expect(stale.headers.get('X-Cache')).toBe('STALE')
    expect(Number(stale.headers.get('Age'))).toBeGreaterThanOrEqual(120)
    // appFetch waited for the background render: the stored copy is fresh again.
    const key = pageCacheKey(await getCacheVersion(env.CACHE), 'hr', new URL(ORIGIN + path))
    const page = await readStoredPage(env.CACHE, key)
    expect(Date.now() - (page?.storedAt ?? 0)).toBeLessThan(30_000)
    const hit = await appFetch(path)
    expect(hit.headers.get('X-Cache')).toBe('HIT')
    expect(Number(hit.headers.get('Age'))).toBeLessThan(60)
  })

  it('an upstream outage still serves the cached page (fresh and stale)', async () => {
    const path = uniquePage()
    expect((await appFetch(path)).status).toBe(200)
    upstreamProbe.failWith = 'network'
    const fresh = await appFetch(path)
    expect(fresh.status).toBe(200)
    expect(fresh.headers.get('X-Cache')).toBe('HIT')
    // Stale (older than 60 s): served at once; the background render fails and changes nothing.
    await ageEntry(path, 120)
    const stale = await appFetch(path)
    expect(stale.status).toBe(200)
    expect(stale.headers.get('X-Cache')).toBe('STALE')
    expect(await stale.text()).toContain('<html')
    // Older than a day, and the upstream data cache is gone too: the render fails, the 2-day-old
    // copy is served instead of an error page.
    await ageEntry(path, 2 * 86_400)
    const version = await getCacheVersion(env.CACHE)
    const upstreamKeys = await env.CACHE.list({ prefix: `up:v${version}:` })
    await Promise.all(upstreamKeys.keys.map((key) => env.CACHE.delete(key.name)))
    const old = await appFetch(path)
    expect(old.status).toBe(200)
    expect(old.headers.get('X-Cache')).toBe('STALE')
    expect(await old.text()).toContain('<html')
  })

  it('logged-in visitors bypass the page cache', async () => {
    const path = uniquePage()
    await appFetch(path)
    upstreamProbe.reset()
    const token = await signAccessToken(env, {
      userId: 2,
      email: 'kupac@izlog.hr',
      firstName: 'K',
      lastName: 'K',
      isBackofficeUser: false,
    })
    const res = await appFetch(path, { headers: { Cookie: cookieHeader({ [ACCESS_COOKIE]: token }) } })
    expect(res.status).toBe(200)
    expect(res.headers.get('X-Cache')).toBeNull()
    expect(upstreamProbe.calls).toBeGreaterThan(0)
    expect(res.headers.get('Cache-Control')).toMatch(/private|no-store/)
  })

  it('the cart page is never cached', async () => {
    await appFetch('/kosarica')
    const again = await appFetch('/kosarica')
    expect(again.headers.get('X-Cache')).toBeNull()
  })
})
