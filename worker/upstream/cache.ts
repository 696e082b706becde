import type { StoredMetadata } from '../cache/kv-keys'
import type { ExecutionContext } from 'hono'
import type { Locale } from '../../contract/locales'
import type { CacheStrategy, HttpMethod, UpstreamRequest } from './types'
import { findEndpoint } from '../../contract/endpoints'

/**
 * KV cache for public upstream reads: fresh → served; stale within staleWhileRevalidate →
 * served while `ctx.waitUntil` refreshes it; upstream error (5xx / network) → a copy within
 * staleIfError, else the error. Only 2xx answers are stored. Personal paths are never cached.
 */

/**
 * Only a call the endpoint table (contract/endpoints) says is public may be cached, whatever the
 * caller asked: a personal or unknown call never is.
 */
export function isPublicCall(method: string, path: string): boolean {
  return findEndpoint(method, path.split(/[?#]/)[0] ?? '')?.access === 'public'
}

/** May this request use the KV cache at all? */
export function isCacheableRequest(
  req: UpstreamRequest,
  accessToken: string | null,
): req is UpstreamRequest & { cache: CacheStrategy } {
  if (!req.cache || accessToken) return false
  if (req.method !== 'GET' && req.method !== 'POST') return false
  return isPublicCall(req.method, req.path)
}

export interface StoredResponse {
  body: string
  status: number
  contentType: string
  storedAt: number
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** Stable JSON (sorted object keys) so `{a,b}` and `{b,a}` share a key. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

function bodyText(body: unknown): string {
  if (body === undefined || body === null) return ''
  if (typeof body === 'string') {
    try {
      return stableJson(JSON.parse(body))
    } catch {
      return body
    }
  }
  return stableJson(body)
}

export function sortedQuery(query: UpstreamRequest['query']): string {
  if (!query) return ''
  return Object.entries(query)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&')
}

export interface CacheKeyParts {
  version: number
  method: HttpMethod
  path: string
  query: UpstreamRequest['query']
  body: unknown
  locale: Locale
  store: string
}

/** version + method + path + sorted query + body hash + locale + store (KV keys ≤ 512 bytes). */
export async function upstreamCacheKey(parts: CacheKeyParts): Promise<string> {
  const hash = await sha256Hex(`${sortedQuery(parts.query)}\n${bodyText(parts.body)}`)
  const path = parts.path.replace(/^\/+/, '').slice(0, 300)
  return `up:v${parts.version}:${parts.method}:${path}:${hash.slice(0, 40)}:${parts.locale}:${parts.store}`
}

function storedToResponse(entry: StoredResponse, state: 'HIT' | 'STALE' | 'MISS'): Response {
  return new Response(entry.body, {
    status: entry.status,
    headers: {
      'content-type': entry.contentType,
      'x-cache': state,
      age: String(Math.max(0, Math.floor((Date.now() - entry.storedAt) / 1000))),
    },
  })
}

async function readEntry(kv: KVNamespace, key: string): Promise<StoredResponse | null> {
  try {
    const entry = await kv.get<StoredResponse>(key, 'json')
    return entry && typeof entry.body === 'string' && typeof entry.storedAt === 'number' ? entry : null
  } catch {
    return null
  }
}

async function writeEntry(kv: KVNamespace, key: string, entry: StoredResponse, strategy: CacheStrategy): Promise<void> {
  try {
    const ttl = Math.max(60, strategy.maxAge + strategy.staleWhileRevalidate + strategy.staleIfError)
    const metadata: StoredMetadata = { at: entry.storedAt }
    await kv.put(key, JSON.stringify(entry), { expirationTtl: ttl, metadata })
  } catch (error) {
    console.warn('upstream cache: write failed', key, error)
  }
}

/** Loads from the upstream; 2xx answers become a stored entry, anything else is returned as is. */
async function load(loader: () => Promise<Response>): Promise<{ entry: StoredResponse | null; response: Response }> {
  const response = await loader()
  if (response.status < 200 || response.status >= 300) return { entry: null, response }
  const body = await response.text()
  const entry: StoredResponse = {
    body,
    status: response.status,
    contentType: response.headers.get('content-type') ?? 'application/json; charset=utf-8',
    storedAt: Date.now(),
  }
  return { entry, response: storedToResponse(entry, 'MISS') }
}

/** In-isolate guard: one background refresh per key at a time. */
const refreshing = new Set<string>()

export interface CachedFetchOptions {
  kv: KVNamespace
  ctx: ExecutionContext
  key: string
  strategy: CacheStrategy
  loader: () => Promise<Response>
}

export async function cachedFetch({ kv, ctx, key, strategy, loader }: CachedFetchOptions): Promise<Response> {
  const entry = await readEntry(kv, key)
  const age = entry ? (Date.now() - entry.storedAt) / 1000 : Infinity
  if (entry && age < strategy.maxAge) return storedToResponse(entry, 'HIT')
  if (entry && age < strategy.maxAge + strategy.staleWhileRevalidate) {
    if (!refreshing.has(key)) {
      refreshing.add(key)
      ctx.waitUntil(
        load(loader)
          .then(async (fresh) => {
            if (fresh.entry) await writeEntry(kv, key, fresh.entry, strategy)
            else await fresh.response.body?.cancel()
          })
          .catch((error: unknown) => console.warn('upstream cache: background refresh failed', key, error))
          .finally(() => refreshing.delete(key)),
      )
    }
    return storedToResponse(entry, 'STALE')
  }

  const usableOnError =
    entry !== null && age < strategy.maxAge + Math.max(strategy.staleIfError, strategy.staleWhileRevalidate)
  let fresh: Awaited<ReturnType<typeof load>>
  try {
    fresh = await load(loader)
  } catch (error) {
    if (entry && usableOnError) return storedToResponse(entry, 'STALE')
    throw error
  }
  if (fresh.entry) {
    ctx.waitUntil(writeEntry(kv, key, fresh.entry, strategy))
    return fresh.response
  }
  if (fresh.response.status >= 500 && entry && usableOnError) {
    await fresh.response.body?.cancel()
    return storedToResponse(entry, 'STALE')
  }
  return fresh.response
}
