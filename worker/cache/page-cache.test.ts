import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { Hono } from 'hono'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AppEnv } from '../env'
import { localeFromPath } from '../../contract/locales'
import { cspNonce, securityHeaders } from '../middleware/security-headers'
import {
  NONCE_SENTINEL,
  createPageCache,
  deletePages,
  forgetPages,
  forgetPagesInIsolate,
  normalisePageUrl,
  pageCacheKey,
  purgeAllCaches,
  readStoredPage,
  writeStoredPage,
  type StoredPage,
} from './page-cache'
import { getCacheVersion } from './version'
import { purgePagePath } from './purge-page'

/** A small app: the real security headers + page cache around a fake renderer. */
type Mode = 'ok' | 'fail' | 'cookie' | 'private' | 'json' | 'missing'
let mode: Mode = 'ok'
let renders = 0

const app = new Hono<AppEnv>()
app.use('*', securityHeaders)
app.use('*', async (c, next) => {
  c.set('locale', localeFromPath(c.req.path))
  const viewer = c.req.header('x-test-user')
  c.set(
    'user',
    viewer ? { id: 2, email: viewer, firstName: '', lastName: '', isBackofficeUser: false, staffRole: null } : null,
  )
  c.set('accessToken', null)
  await next()
})
// Stale pages are re-rendered through this same app (the Worker uses worker/index.ts).
const pageCache = createPageCache(async (request, bindings, ctx) => app.fetch(request, bindings, ctx))
app.get('*', pageCache, (c) => {
  renders += 1
  const html = `<!doctype html><html><head><script nonce="${cspNonce(c)}">window.x=1</script></head><body><p>render ${renders}</p></body></html>`
  const headers = { 'Cache-Control': 'public, max-age=0, s-maxage=60' }
  switch (mode) {
    case 'fail':
      return c.html('<p>upstream down</p>', 500)
    case 'cookie':
      return c.html(html, 200, { ...headers, 'Set-Cookie': 'cartId=1; Path=/' })
    case 'private':
      return c.html(html, 200, { 'Cache-Control': 'private, no-store' })
    case 'json':
      return c.json({ render: renders })
    case 'missing':
      return c.html(html, 404, headers)
    default:
      return c.html(html, 200, headers)
  }
})

async function get(path: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext()
  const res = await app.fetch(new Request(`https://izlog.test${path}`, { headers }), env, ctx)
  const body = await res.text()
  await waitOnExecutionContext(ctx)
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get('Content-Security-Policy') ?? '')?.[1] ?? ''
  return { res, body, nonce, cache: res.headers.get('X-Cache') }
}

/** A request after this isolate's memory dropped the page (as another isolate sees it). */
async function forgetPagesInMemory(key: string) {
  forgetPagesInIsolate([key])
  return get(key.slice(key.lastIndexOf(':') + 1))
}

const unique = (prefix = '/stranica') => `${prefix}-${crypto.randomUUID().slice(0, 8)}`

async function ageEntry(path: string, seconds: number) {
  const key = pageCacheKey(await getCacheVersion(env.CACHE), localeFromPath(path), new URL(`https://izlog.test${path}`))
  const page = await readStoredPage(env.CACHE, key)
  expect(page, 'page stored').not.toBeNull()
  if (page) await writeStoredPage(env.CACHE, key, { ...page, storedAt: Date.now() - seconds * 1000 })
  // The isolate's memory tier still holds the fresh copy: forget it, as a purge does.
  await forgetPages([key])
}

beforeEach(() => {
  mode = 'ok'
  renders = 0
})

describe('page cache keys', () => {
  it('differ by host, so absolute canonical URLs never leak between domains', () => {
    const a = pageCacheKey(1, 'hr', new URL('https://izlog.hr/shop'))
    const b = pageCacheKey(1, 'hr', new URL('https://izlog.workers.dev/shop'))
    expect(a).not.toBe(b)
    expect(pageCacheKey(1, 'hr', new URL('https://izlog.hr/shop?utm_source=x'))).toBe(a)
  })
})

describe('page cache: the in-isolate tier (issue 17)', () => {
  it('a hit within seconds is answered from memory without KV; a purge forgets it at once', async () => {
    const path = unique()
    expect((await get(path)).cache).toBe('MISS')
    const key = pageCacheKey(
      await getCacheVersion(env.CACHE),
      localeFromPath(path),
      new URL(`https://izlog.test${path}`),
    )
    // KV loses the copy behind the tier's back: memory still answers, with a fresh nonce.
    await env.CACHE.delete(key)
    const fromMemory = await get(path)
    expect(fromMemory.cache).toBe('HIT')
    expect(fromMemory.body).toContain(`nonce="${fromMemory.nonce}"`)
    expect(fromMemory.body).not.toContain(NONCE_SENTINEL)
    expect(renders).toBe(1)
    // What every purge does for the keys it deletes.
    await forgetPages([key])
    expect((await get(path)).cache).toBe('MISS')
    expect(renders).toBe(2)
  })
})

describe('page cache: the data centre tier and the stored format (issue 17)', () => {
  it('KV holds the HTML as it is after one line of JSON; the Cache API answers when memory forgot and KV lost the copy', async () => {
    const path = unique()
    expect((await get(path)).cache).toBe('MISS')
    const key = pageCacheKey(
      await getCacheVersion(env.CACHE),
      localeFromPath(path),
      new URL(`https://izlog.test${path}`),
    )
    const raw = (await env.CACHE.get(key, 'text')) ?? ''
    const [head, ...rest] = raw.split('\n')
    expect(JSON.parse(head ?? '')).toMatchObject({ status: 200 })
    expect(rest.join('\n')).toMatch(/^<!doctype html>.*<p>render \d+<\/p>/)
    expect(rest.join('\n')).toContain(`nonce="${NONCE_SENTINEL}"`)

    // Memory forgets (another isolate), KV loses the copy: the data centre's copy still answers.
    await env.CACHE.delete(key)
    const memoryOnly = await forgetPagesInMemory(key)
    expect(memoryOnly.cache).toBe('HIT')
    expect(memoryOnly.body).toContain(`nonce="${memoryOnly.nonce}"`)
    expect(renders).toBe(1)

    // A purge reaches every tier.
    await deletePages(env.CACHE, [key])
    expect((await get(path)).cache).toBe('MISS')
    expect(renders).toBe(2)
  })

  it('reads a copy stored as one JSON object before', async () => {
    const path = unique()
    const key = pageCacheKey(
      await getCacheVersion(env.CACHE),
      localeFromPath(path),
      new URL(`https://izlog.test${path}`),
    )
    const page: StoredPage = {
      html: `<p nonce="${NONCE_SENTINEL}">old</p>`,
      status: 200,
      storedAt: Date.now(),
      headers: { 'content-type': 'text/html; charset=UTF-8' },
    }
    await env.CACHE.put(key, JSON.stringify(page))
    const res = await get(path)
    expect(res.cache).toBe('HIT')
    expect(res.body).toBe(`<p nonce="${res.nonce}">old</p>`)
    expect(renders).toBe(0)
  })
})

describe('page cache', () => {
  it('miss → stored; hit → no render, same HTML with a fresh nonce', async () => {
    const path = unique()
    const first = await get(path)
    expect(first.cache).toBe('MISS')
    expect(first.res.status).toBe(200)
    expect(first.body).toContain(`nonce="${first.nonce}"`)
    const second = await get(path)
    expect(second.cache).toBe('HIT')
    expect(renders).toBe(1)
    expect(second.nonce).not.toBe(first.nonce)
    expect(second.body).toContain(`nonce="${second.nonce}"`)
    expect(second.body).not.toContain(first.nonce)
    expect(second.body).not.toContain(NONCE_SENTINEL)
    expect(second.body.replace(second.nonce, 'N')).toBe(first.body.replace(first.nonce, 'N'))
    expect(second.res.headers.get('content-type')).toMatch(/text\/html/)
  })

  it('normalises the key: tracking parameters dropped, query sorted, trailing slash', async () => {
    expect(normalisePageUrl(new URL('https://x/o-nama/?utm_source=a&b=2&fbclid=z&a=1&gclid=q'))).toBe('/o-nama?a=1&b=2')
    expect(normalisePageUrl(new URL('https://x/en/'))).toBe('/en')
    const path = unique()
    await get(`${path}?b=2&a=1`)
    const hit = await get(`${path}/?a=1&utm_campaign=spring&b=2`)
    expect(hit.cache).toBe('HIT')
    expect(renders).toBe(1)
  })

  it('logged-in viewers bypass the cache', async () => {
    const path = unique()
    await get(path)
    const viewer = await get(path, { 'x-test-user': 'kupac@izlog.hr' })
    expect(viewer.cache).toBeNull()
    expect(renders).toBe(2)
  })

  it('does not store responses that set cookies, are private, not HTML, or errors; nor personal or edit-mode pages', async () => {
    for (const [m, path] of [
      ['cookie', unique()],
      ['private', unique()],
      ['json', unique()],
      ['fail', unique()],
    ] as const) {
      mode = m
      expect((await get(path)).cache).toBe('BYPASS')
      mode = 'ok'
      const again = await get(path)
      expect(again.cache, `${m} must not be stored`).toBe('MISS')
    }
    for (const path of ['/kosarica', '/en/checkout', '/profil', '/admin/cache', `${unique()}?editPage=1`]) {
      await get(path)
      const again = await get(path)
      expect(again.cache, path).toBeNull()
    }
  })

  it('stores 404 pages with their status', async () => {
    mode = 'missing'
    const path = unique()
    await get(path)
    const hit = await get(path)
    expect(hit.cache).toBe('HIT')
    expect(hit.res.status).toBe(404)
  })

  it('stale (after 60 s): served at once, re-rendered in the background', async () => {
    const path = unique()
    await get(path)
    await ageEntry(path, 120)
    const stale = await get(path)
    expect(stale.cache).toBe('STALE')
    expect(stale.body).toContain('render 1')
    expect(renders).toBe(2) // the background render ran (waitOnExecutionContext)
    const fresh = await get(path)
    expect(fresh.cache).toBe('HIT')
    expect(fresh.body).toContain('render 2')
    expect(fresh.body).toContain(`nonce="${fresh.nonce}"`)
  })

  it('upstream down: a copy up to 7 days old is served instead of the error', async () => {
    const path = unique()
    await get(path)
    await ageEntry(path, 2 * 86_400)
    mode = 'fail'
    const served = await get(path)
    expect(served.res.status).toBe(200)
    expect(served.cache).toBe('STALE')
    expect(served.body).toContain('render 1')
    expect(served.body).toContain(`nonce="${served.nonce}"`)
    await ageEntry(path, 8 * 86_400)
    const tooOld = await get(path)
    expect(tooOld.res.status).toBe(500)
  })

  it('purgeAllCaches empties it', async () => {
    const path = unique()
    await get(path)
    expect((await get(path)).cache).toBe('HIT')
    await purgeAllCaches(env)
    expect((await get(path)).cache).toBe('MISS')
  })
})

describe('the copy for visitors who made a cookie choice (issue 38)', () => {
  it('is a key of its own, and a purge by path takes it with the copy that shows the notice', async () => {
    const path = unique()
    const url = new URL(`https://izlog.test${path}`)
    const version = await getCacheVersion(env.CACHE)
    const notice = pageCacheKey(version, 'hr', url)
    const chosen = pageCacheKey(version, 'hr', url, true)
    expect(chosen).not.toBe(notice)
    const page: StoredPage = { html: '<p>x</p>', status: 200, storedAt: Date.now(), headers: {} }
    await writeStoredPage(env.CACHE, notice, page)
    await writeStoredPage(env.CACHE, chosen, page)
    expect((await purgePagePath(env, path)).sort()).toEqual([notice, chosen].sort())
    expect(await readStoredPage(env.CACHE, notice)).toBeNull()
    expect(await readStoredPage(env.CACHE, chosen)).toBeNull()
  })
})
