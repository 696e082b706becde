import type { StoredMetadata } from './kv-keys'
import { clientManifest } from '../generated/client-manifest'
import type { Context, ExecutionContext } from 'hono'
import { createMiddleware } from 'hono/factory'
import { isOn, type AppEnv, type Bindings } from '../env'
import { isPersonalRoute, matchRoute } from '../../contract/routes'
import type { Locale } from '../../contract/locales'
import { bumpCacheVersion, getCacheVersion } from './version'
import { cspNonce } from '../middleware/security-headers'
import { requestPath } from '../middleware/canonical-path'
import { renderedIncomplete } from '../render/render-outcome'
import { PAGE_CACHE_USER_AGENT } from '../render/is-bot'
import { markSharedRender } from '../render/shared-render'
import { cookieChoiceOf } from '../lib/consent-cookie'
import { CONSENT_COOKIE, consentCookieValue } from '../../contract/cookie-consent'

/**
 * Whole-page cache for anonymous GET pages (DESIGN.md "Rendering"), in three tiers: this isolate's
 * memory (seconds), the data centre's Cache API (half a minute), KV (global, stale-if-error). The stored HTML has
 * the response's CSP nonce replaced by NONCE_SENTINEL; a hit gets the fresh per-response nonce.
 * Fresh for PAGE_FRESH_SECONDS, then served stale while a background render refreshes it (up to
 * PAGE_STALE_SECONDS); when rendering fails (5xx, e.g. the upstream is down) a copy up to
 * PAGE_STALE_IF_ERROR_SECONDS old is served instead of the error.
 */
export const NONCE_SENTINEL = '__IZLOG_NONCE_SENTINEL__'
export const PAGE_FRESH_SECONDS = 60
export const PAGE_STALE_SECONDS = 86_400
export const PAGE_STALE_IF_ERROR_SECONDS = 604_800
/** Pages larger than this are served but not stored (KV values are capped at 25 MiB). */
const MAX_STORED_BYTES = 5 * 1024 * 1024

const TRACKING_PARAM = /^(utm_[a-z0-9_]*|gclid|fbclid|msclkid|dclid|gbraid|wbraid|mc_cid|mc_eid)$/i
/** Response headers kept with a stored page (never Set-Cookie, never the security headers). */
const STORED_HEADERS = ['content-type', 'content-language', 'cache-control', 'link', 'vary', 'x-robots-tag'] as const

export interface StoredPage {
  html: string
  status: number
  storedAt: number
  headers: Record<string, string>
}

/** `/o-nama/?utm_source=x&b=2&a=1` → `/o-nama?a=1&b=2` (tracking parameters dropped, sorted). */
export function normalisePageUrl(url: URL): string {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') || '/' : '/'
  const params = [...url.searchParams.entries()]
    .filter(([key]) => !TRACKING_PARAM.test(key))
    .sort(([ak, av], [bk, bv]) => (ak === bk ? (av < bv ? -1 : av > bv ? 1 : 0) : ak < bk ? -1 : 1))
  const query = new URLSearchParams(params).toString()
  return query ? `${path}?${query}` : path
}

/** The key's mark of the copy for visitors whose cookie holds a cookie choice: the page without the cookie notice. */
export const COOKIE_CHOICE_VARIANT = 'chosen'

export function pageCacheKey(version: number, locale: Locale, url: URL, cookieChoice = false): string {
  // The client build is part of the key: cached HTML must never point at a replaced bundle.
  // So is the host: canonical and hreflang URLs in the HTML are absolute (workers.dev vs. domain).
  // A visitor who made a cookie choice gets a copy of their own, without the notice (issue 38); the
  // mark stands before the language, so a purge by language and path takes both copies.
  const variant = cookieChoice ? `:${COOKIE_CHOICE_VARIANT}` : ''
  return `page:v${version}:${clientManifest.version}:${url.host}${variant}:${locale}:${normalisePageUrl(url)}`
}

/** Any stored choice renders the same page: the background render of the "chosen" copy sends this one. */
const ANY_CHOICE_COOKIE = `${CONSENT_COOKIE}=${consentCookieValue({ marketing: false, analytics: false }, new Date(0))}`

/** The request's URL with its path in its one spelling (middleware/canonical-path.ts): the key's and the route's. */
function pageUrl(c: Context<AppEnv>): URL {
  const url = new URL(c.req.url)
  url.pathname = requestPath(c)
  return url
}

/** Can this request be answered from / stored into the shared page cache? */
export function isCacheablePageRequest(c: Context<AppEnv>): boolean {
  const method = c.req.method
  if (method !== 'GET' && method !== 'HEAD') return false
  if (c.get('user') !== null) return false
  if (isOn(c.env.MAINTENANCE)) return false
  const url = pageUrl(c)
  if (url.searchParams.has('editPage')) return false
  // KV keys are limited to 512 bytes; absurd URLs are rendered but not cached.
  if (url.pathname.length + url.search.length > 400) return false
  // Pages of personal routes (contract/routes.ts) depend on the visitor: never stored, never served from here.
  const match = matchRoute(url.pathname)
  return match === null || !isPersonalRoute(match.name)
}

/** Is this rendered response shareable between visitors? */
export function isStorableResponse(res: Response): boolean {
  if (res.status !== 200 && res.status !== 404) return false
  if (!res.body) return false
  if (!(res.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html')) return false
  if (res.headers.has('set-cookie')) return false
  return !/\b(private|no-store)\b/i.test(res.headers.get('cache-control') ?? '')
}

/**
 * A stored page ready to answer: its HTML already split at the nonce and encoded as UTF-8, so a hit
 * copies bytes around the response's nonce — no search, no parse and no text encoding per request.
 */
interface ReadyPage {
  status: number
  storedAt: number
  headers: Record<string, string>
  parts: Uint8Array[]
  bytes: number
}

const utf8 = new TextEncoder()

function readyPage({ html, status, storedAt, headers }: StoredPage): ReadyPage {
  const parts = html.split(NONCE_SENTINEL).map((part) => utf8.encode(part))
  return { status, storedAt, headers, parts, bytes: parts.reduce((sum, part) => sum + part.byteLength, 0) }
}

/**
 * The in-isolate tier in front of KV: pages read or stored here in the last MEMORY_MS, bounded in
 * bytes (oldest out first). KV stays the shared truth: a purge forgets its keys here at once
 * (forgetPages), and other isolates re-read KV within MEMORY_MS — the same bound as the cache
 * version's memo.
 */
const MEMORY_MS = 5_000
const MEMORY_MAX_BYTES = 8 * 1024 * 1024
const memory = new Map<string, { ready: ReadyPage; until: number }>()
let memoryBytes = 0

function remember(key: string, page: StoredPage): ReadyPage {
  forgetInMemory(key)
  const ready = readyPage(page)
  if (ready.bytes > MEMORY_MAX_BYTES / 4) return ready
  memory.set(key, { ready, until: Date.now() + MEMORY_MS })
  memoryBytes += ready.bytes
  for (const [oldest, entry] of memory) {
    if (memoryBytes <= MEMORY_MAX_BYTES) break
    memory.delete(oldest)
    memoryBytes -= entry.ready.bytes
  }
  return ready
}

function forgetInMemory(key: string): void {
  const entry = memory.get(key)
  if (!entry) return
  memory.delete(key)
  memoryBytes -= entry.ready.bytes
}

/** Drops pages from this isolate's memory only (what another isolate of the same data centre looks like; for tests). */
export function forgetPagesInIsolate(keys: readonly string[]): void {
  for (const key of keys) forgetInMemory(key)
}

/** Drops pages from the tiers in front of KV: this isolate's memory and this data centre's Cache API copy. */
export async function forgetPages(keys: readonly string[]): Promise<void> {
  forgetPagesInIsolate(keys)
  const cache = dataCentreCache()
  if (cache) await Promise.all(keys.map((key) => cache.delete(dataCentreRequest(key)).catch(() => false)))
}

function pageResponse(ready: ReadyPage, nonce: string, state: 'HIT' | 'STALE'): Response {
  const headers = new Headers(ready.headers)
  headers.set('X-Cache', state)
  headers.set('Age', String(Math.max(0, Math.floor((Date.now() - ready.storedAt) / 1000))))
  const nonceBytes = utf8.encode(nonce)
  const body = new Uint8Array(ready.bytes + nonceBytes.byteLength * (ready.parts.length - 1))
  let offset = 0
  ready.parts.forEach((part, index) => {
    if (index > 0) {
      body.set(nonceBytes, offset)
      offset += nonceBytes.byteLength
    }
    body.set(part, offset)
    offset += part.byteLength
  })
  return new Response(body, { status: ready.status, headers })
}

/**
 * How a page is stored (KV value and Cache API body): one line of JSON with its status, store
 * time and headers, then the HTML as it is — no JSON string around the page, so a read is a
 * slice, not a parse of the whole document. (A copy stored as one JSON object before is still read.)
 */
export function encodeStoredPage({ html, ...head }: StoredPage): string {
  return `${JSON.stringify(head)}\n${html}`
}

export function decodeStoredPage(text: string): StoredPage | null {
  const lineEnd = text.indexOf('\n')
  const page = (
    lineEnd === -1 ? JSON.parse(text) : { ...JSON.parse(text.slice(0, lineEnd)), html: text.slice(lineEnd + 1) }
  ) as Partial<StoredPage> | null
  if (!page || typeof page.html !== 'string' || typeof page.storedAt !== 'number' || typeof page.status !== 'number')
    return null
  return { html: page.html, status: page.status, storedAt: page.storedAt, headers: page.headers ?? {} }
}

/** A stored page as KV holds it (tests age and inspect copies through this). */
export async function readStoredPage(kv: KVNamespace, key: string): Promise<StoredPage | null> {
  const text = await kv.get(key, 'text')
  return text === null ? null : decodeStoredPage(text)
}

/** Stores a page in KV; answers its encoded text (what the data centre's copy holds too). */
export async function writeStoredPage(kv: KVNamespace, key: string, page: StoredPage): Promise<string> {
  const text = encodeStoredPage(page)
  const metadata: StoredMetadata = { at: page.storedAt }
  await kv.put(key, text, { expirationTtl: PAGE_STALE_IF_ERROR_SECONDS, metadata })
  return text
}

/**
 * The data centre's tier between memory and KV: the Cache API, for DATA_CENTRE_SECONDS. A purge
 * deletes the copy of the data centre it runs in; other data centres drop theirs within that
 * bound, which is below KV's own propagation delay (up to 60 s), so it adds no staleness.
 */
const DATA_CENTRE_SECONDS = 30
const dataCentreRequest = (key: string) => new Request(`https://page-cache.izlog.invalid/${encodeURIComponent(key)}`)

const dataCentreCache = (): Cache | null => (typeof caches === 'undefined' ? null : caches.default)

async function readDataCentre(key: string): Promise<StoredPage | null> {
  try {
    const hit = await dataCentreCache()?.match(dataCentreRequest(key))
    return hit ? decodeStoredPage(await hit.text()) : null
  } catch {
    return null
  }
}

/** Keeps a page's encoded text (encodeStoredPage) in this data centre's tier. */
async function keepInDataCentre(key: string, text: string): Promise<void> {
  try {
    const cache = dataCentreCache()
    await cache?.put(
      dataCentreRequest(key),
      new Response(text, { headers: { 'Cache-Control': `max-age=${DATA_CENTRE_SECONDS}` } }),
    )
  } catch (error) {
    console.warn('page cache: data centre copy failed', key, error)
  }
}

/** Drops pages from every tier: this isolate's memory, this data centre's Cache API copy and KV (every purge calls it). */
export async function deletePages(kv: KVNamespace, keys: readonly string[]): Promise<void> {
  await forgetPages(keys)
  await Promise.all(keys.map((key) => kv.delete(key)))
}

async function readPage(kv: KVNamespace, key: string, ctx: ExecutionContext): Promise<ReadyPage | null> {
  const held = memory.get(key)
  if (held && held.until > Date.now()) return held.ready
  const local = await readDataCentre(key)
  if (local) return remember(key, local)
  try {
    const text = await kv.get(key, 'text')
    if (text === null) return null
    const page = decodeStoredPage(text)
    if (!page) return null
    ctx.waitUntil(keepInDataCentre(key, text))
    return remember(key, page)
  } catch {
    return null
  }
}

/**
 * React's mark of a Suspense part that was not ready when the shell flushed: its content came later
 * at the end of the stream, put in place by React's inline script, so without JavaScript the
 * visitor would see the fallback. Such a copy is never stored. (The renderer renders a page it is
 * told will be stored whole, so this is the guard for a renderer that streamed anyway.)
 */
const STREAMED_LATE_PART = '<!--$?-->'

/** Stores the copy; 'streamed' when it was not stored because a part of it came late. */
async function storePage(
  kv: KVNamespace,
  key: string,
  res: Response,
  body: ReadableStream,
  nonce: string,
  request: Request,
): Promise<'stored' | 'streamed' | 'skipped'> {
  try {
    const html = await new Response(body).text()
    if (html.length > MAX_STORED_BYTES) return 'skipped'
    // The whole page has streamed: if a part of it failed, the copy already stored (if any) stays.
    if (renderedIncomplete(request)) return 'skipped'
    if (html.includes(STREAMED_LATE_PART)) return 'streamed'
    const headers: Record<string, string> = {}
    for (const name of STORED_HEADERS) {
      const value = res.headers.get(name)
      if (value !== null) headers[name] = value
    }
    const page: StoredPage = {
      html: nonce ? html.split(nonce).join(NONCE_SENTINEL) : html,
      status: res.status,
      storedAt: Date.now(),
      headers,
    }
    const text = await writeStoredPage(kv, key, page)
    remember(key, page)
    await keepInDataCentre(key, text)
    return 'stored'
  } catch (error) {
    // The visitor already has the page; a failed cache write only costs a later render.
    console.warn('page cache: store failed', key, error)
    return 'skipped'
  }
}

/**
 * Re-renders a page in the background. The stale response has already been returned, so the
 * render runs as a fresh anonymous request through the whole Worker (never on the finished
 * request's context); `forcedRenders` marks it so the cache middleware renders and stores it.
 */
export type PageRevalidator = (request: Request, env: Bindings, ctx: ExecutionContext) => Promise<Response>

const forcedRenders = new WeakSet<Request>()
/** Keys being re-rendered in this isolate (one background render per key at a time). */
const revalidating = new Set<string>()

async function revalidate(
  revalidator: PageRevalidator,
  url: string,
  key: string,
  env: Bindings,
  ctx: ExecutionContext,
  cookieChoice: boolean,
): Promise<void> {
  if (revalidating.has(key)) return
  revalidating.add(key)
  try {
    // As a crawler is served (is-bot.ts): the whole document at once, every part in place.
    const headers = new Headers({ Accept: 'text/html', 'User-Agent': PAGE_CACHE_USER_AGENT })
    if (cookieChoice) headers.set('Cookie', ANY_CHOICE_COOKIE)
    const request = new Request(url, { headers })
    forcedRenders.add(request)
    const res = await revalidator(request, env, ctx)
    // Drain our branch; the cache branch is stored by the forced render's own waitUntil.
    await res.arrayBuffer()
  } catch (error) {
    console.warn('page cache: revalidation failed', key, error)
  } finally {
    revalidating.delete(key)
  }
}

/**
 * The middleware for GET page routes (worker/routes/pages.ts). `revalidator` is how a stale page is
 * rendered again in the background: the whole app, which worker/app.ts passes in (tests pass their own).
 */
export function createPageCache(revalidator: PageRevalidator) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!isCacheablePageRequest(c)) {
      await next()
      return
    }
    // A page shared by every visitor neither reads with nor sets one visitor's D1 bookmark.
    c.get('databaseBookmark')?.share()
    const kv = c.env.CACHE
    const cookieChoice = cookieChoiceOf(c) !== null
    const key = pageCacheKey(await getCacheVersion(kv), c.get('locale'), pageUrl(c), cookieChoice)
    const forced = forcedRenders.has(c.req.raw)
    const stored = forced ? null : await readPage(kv, key, c.executionCtx)
    const age = stored ? (Date.now() - stored.storedAt) / 1000 : Infinity

    if (stored && age < PAGE_FRESH_SECONDS) return pageResponse(stored, cspNonce(c), 'HIT')
    if (stored && age < PAGE_FRESH_SECONDS + PAGE_STALE_SECONDS) {
      c.executionCtx.waitUntil(revalidate(revalidator, c.req.url, key, c.env, c.executionCtx, cookieChoice))
      return pageResponse(stored, cspNonce(c), 'STALE')
    }

    // A miss: the page is rendered whole, as it is about to be stored for everyone (render/shared-render.ts).
    markSharedRender(c.req.raw)
    await next()
    const res = c.res
    if (res.status >= 500 && stored && age < PAGE_FRESH_SECONDS + PAGE_STALE_IF_ERROR_SECONDS) {
      await res.body?.cancel()
      c.res = undefined
      c.res = pageResponse(stored, cspNonce(c), 'STALE')
      return
    }
    if (isStorableResponse(res) && res.body) {
      // Tee: the browser gets the stream at once, the copy goes to KV in the background.
      const [toBrowser, toCache] = res.body.tee()
      const headers = new Headers(res.headers)
      headers.set('X-Cache', 'MISS')
      const served = new Response(toBrowser, { status: res.status, statusText: res.statusText, headers })
      const { env, executionCtx, req } = c
      executionCtx.waitUntil(
        storePage(kv, key, res, toCache, cspNonce(c), req.raw).then((outcome) =>
          // A part came late: the copy for everyone is rendered again, whole, in the background.
          outcome === 'streamed' && !forced
            ? revalidate(revalidator, req.url, key, env, executionCtx, cookieChoice)
            : undefined,
        ),
      )
      c.res = undefined
      c.res = served
      return
    }
    c.header('X-Cache', 'BYPASS')
  })
}

/** Purges the upstream KV cache and the page cache at once (admin "caches" button). */
export async function purgeAllCaches(env: Pick<Bindings, 'CACHE'>): Promise<{ version: number }> {
  return { version: await bumpCacheVersion(env.CACHE) }
}
