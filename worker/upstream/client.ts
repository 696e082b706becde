import type { ExecutionContext } from 'hono'
import {
  CLIENT_ADDRESS_HEADER,
  DATABASE_BOOKMARK_HEADER,
  SITE_ORIGIN_HEADER,
  VISITOR_ID_HEADER,
} from '../../contract/upstream-headers'
import { backendApp } from '../backend'
import { LANGUAGE_CODE, type Locale } from '../../contract/locales'
import { edgeTextIfAny } from '../texts/edge-text'
import type { Bindings } from '../env'
import { getCacheVersion } from '../cache/version'
import { cachedFetch, isCacheableRequest, sortedQuery, upstreamCacheKey } from './cache'
import type { Upstream, UpstreamError, UpstreamRequest, UpstreamResult } from './types'
import { sanitizedResponse } from './sanitize-response'
import { UpstreamTimeoutError, upstreamDeadlineMs, withDeadline, type UpstreamPurpose } from './deadline'
import type { VisitorBookmark } from './visitor-bookmark'

/** The KV key of a public read's cached answer (also what an exact purge deletes). */
export async function upstreamEntryKey(
  env: Pick<Bindings, 'CACHE' | 'STORE_ID'>,
  req: Pick<UpstreamRequest, 'method' | 'path' | 'query' | 'body'>,
  locale: Locale,
): Promise<string> {
  const [path = '', inlineQuery = ''] = req.path.split('?', 2)
  return upstreamCacheKey({
    version: await getCacheVersion(env.CACHE),
    method: req.method,
    path,
    query: { ...req.query, __q: inlineQuery || undefined },
    body: req.body,
    locale,
    store: env.STORE_ID,
  })
}

/**
 * The upstream client (SPEC §7 headers). UPSTREAM_URL empty → the embedded backend, dispatched
 * in-process; otherwise a real `fetch` to the external API. Public reads with a cache strategy
 * go through the KV cache (worker/upstream/cache.ts).
 */
export interface UpstreamOptions {
  locale: Locale
  accessToken: string | null
  /** The visitor's address (CF-Connecting-IP), for the backend's throttles. */
  clientAddress?: string | null
  /** The browser's opaque visitor id (its consent cookie), for the backend's consent log. */
  visitorId?: string | null
  /** The site's absolute origin, for the links of the e-mails a call writes. */
  siteOrigin?: string | null
  /** The visitor's request signal: when they go away, their upstream calls are aborted too. */
  signal?: AbortSignal | null
  /** Which deadline applies: a page loader's (short) or an API call's. Default 'page'. */
  purpose?: UpstreamPurpose
  /** The visitor's D1 bookmark for this request (embedded backend only); none: start anywhere. */
  bookmark?: VisitorBookmark | null
}

type UpstreamEnv = Pick<
  Bindings,
  | 'CACHE'
  | 'UPSTREAM_URL'
  | 'API_KEY'
  | 'SITE_ID'
  | 'STORE_ID'
  | 'ENVIRONMENT'
  | 'BACKEND_HTTP_SECRET'
  | 'UPSTREAM_PAGE_TIMEOUT_MS'
  | 'UPSTREAM_API_TIMEOUT_MS'
>

const RAW_BODY = (body: unknown): body is BodyInit =>
  typeof body === 'string' ||
  body instanceof ReadableStream ||
  body instanceof ArrayBuffer ||
  ArrayBuffer.isView(body) ||
  body instanceof FormData ||
  body instanceof Blob ||
  body instanceof URLSearchParams

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined || body === null) return undefined
  if (RAW_BODY(body)) {
    if (typeof body === 'string' && !headers.has('content-type')) headers.set('content-type', 'application/json')
    return body
  }
  headers.set('content-type', 'application/json')
  return JSON.stringify(body)
}

/** `api/v1/x` + query → `api/v1/x?a=1` (a query already in the path is kept verbatim). */
export function upstreamTarget(req: Pick<UpstreamRequest, 'path' | 'query'>): string {
  const path = req.path.replace(/^\/+/, '')
  const query = sortedQuery(req.query)
  if (!query) return path
  return path.includes('?') ? `${path}&${query}` : `${path}?${query}`
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null
const asString = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined)
const asNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined

/** SPEC §8 generic handler: error.code, error.payload.message, error.statusCode, message, data.errorMessage. */
export function normaliseError(status: number, statusText: string, body: unknown): UpstreamError {
  const root = asRecord(body)
  const error = asRecord(root?.['error'])
  const payload = asRecord(error?.['payload'])
  const data = asRecord(root?.['data'])
  const message =
    asString(payload?.['message']) ??
    asString(error?.['message']) ??
    asString(root?.['message']) ??
    asString(data?.['errorMessage']) ??
    asString(root?.['error']) ??
    (statusText || `Upstream error ${status}`)
  const code = asString(error?.['code']) ?? asString(root?.['code'])
  const resolved =
    status >= 400 ? status : (asNumber(error?.['statusCode']) ?? asNumber(root?.['statusCode']) ?? status)
  const retryAfter = asNumber(root?.['retryAfter'])
  const params = asParams(root?.['params'])
  return {
    status: resolved,
    message,
    ...(code ? { code } : {}),
    ...(retryAfter !== undefined ? { retryAfter } : {}),
    ...(params ? { params } : {}),
  }
}

function asParams(value: unknown): Record<string, string | number> | undefined {
  const record = asRecord(value)
  if (!record) return undefined
  const entries = Object.entries(record).filter(
    (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
  )
  return Object.fromEntries(entries)
}

/**
 * The error's text in the caller's language: the backend answers a code (and its params), the
 * message files hold its text as `backend.<CODE>`. A code they do not know keeps the upstream's own
 * message (an external API may answer texts, SPEC §8).
 */
export function translateError(locale: Locale, error: UpstreamError): UpstreamError {
  const text = error.code ? edgeTextIfAny(locale, `backend.${error.code}`, error.params) : undefined
  return text ? { ...error, message: text } : error
}

export function createUpstream(env: UpstreamEnv, ctx: ExecutionContext, options: UpstreamOptions): Upstream {
  const external = env.UPSTREAM_URL.trim().replace(/\/+$/, '')
  const deadlineMs = upstreamDeadlineMs(env, options.purpose ?? 'page')
  // Without a visitor's request behind the calls (the sitemap, a refresh) nothing aborts them.
  // Made here, not at module scope: workerd allows no AbortController in the global scope.
  const visitorSignal = options.signal ?? new AbortController().signal

  /**
   * `work` within `ms` when the upstream is remote. The embedded backend runs inside this very
   * request (its D1 work is ours, bounded by the platform's own limits): a deadline there would
   * only answer "unavailable" for a write that still completes, so it gets none.
   */
  function bounded<T>(target: string, ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    return external ? withDeadline({ ms, signal: options.signal ?? null }, target, work) : work(visitorSignal)
  }

  /** One call until its answer's headers (the raw proxy streams the body on). */
  function send(req: UpstreamRequest): Promise<Response> {
    const target = upstreamTarget(req)
    return bounded(target, req.timeoutMs ?? deadlineMs, (signal) => sendTo(target, req, signal))
  }

  async function sendTo(target: string, req: UpstreamRequest, signal: AbortSignal): Promise<Response> {
    const headers = new Headers(req.headers)
    headers.set('apiKey', env.API_KEY)
    headers.set('site', env.SITE_ID)
    headers.set('store', env.STORE_ID)
    headers.set('language', LANGUAGE_CODE[options.locale])
    if (options.accessToken) headers.set('accessToken', options.accessToken)
    else headers.delete('accessToken')
    if (options.clientAddress) headers.set(CLIENT_ADDRESS_HEADER, options.clientAddress)
    else headers.delete(CLIENT_ADDRESS_HEADER)
    if (options.visitorId) headers.set(VISITOR_ID_HEADER, options.visitorId)
    else headers.delete(VISITOR_ID_HEADER)
    if (options.siteOrigin) headers.set(SITE_ORIGIN_HEADER, options.siteOrigin)
    else headers.delete(SITE_ORIGIN_HEADER)
    // Only the embedded backend reads from D1's replicas; an external API gets no bookmark.
    const bookmark = external ? null : (options.bookmark?.current ?? null)
    if (bookmark) headers.set(DATABASE_BOOKMARK_HEADER, bookmark)
    else headers.delete(DATABASE_BOOKMARK_HEADER)
    // Another izlog Worker's /backend (BACKEND_HTTP=on) also wants the shared secret.
    if (external && env.BACKEND_HTTP_SECRET) headers.set('Authorization', `Bearer ${env.BACKEND_HTTP_SECRET}`)
    if (!headers.has('accept')) headers.set('accept', 'application/json')
    const init: RequestInit = { method: req.method, headers, redirect: 'manual', signal }
    if (req.method !== 'GET') {
      const body = encodeBody(req.body, headers)
      if (body !== undefined) init.body = body
    }
    const res = external
      ? await fetch(`${external}/${target}`, init)
      : withoutBookmark(await backendApp.fetch(new Request(`https://backend.internal/${target}`, init), env, ctx))
    return req.providerHtml ? res : sanitizedResponse(res)
  }

  /** The backend's answered bookmark raises the visitor's, and goes no further (not cached, not proxied). */
  function withoutBookmark(res: Response): Response {
    const answered = res.headers.get(DATABASE_BOOKMARK_HEADER)
    if (answered === null) return res
    options.bookmark?.advance(answered)
    const headers = new Headers(res.headers)
    headers.delete(DATABASE_BOOKMARK_HEADER)
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers })
  }

  async function fetchUpstream(req: UpstreamRequest): Promise<Response> {
    if (!isCacheableRequest(req, options.accessToken)) return send(req)
    const key = await upstreamEntryKey(env, req, options.locale)
    return cachedFetch({ kv: env.CACHE, ctx, key, strategy: req.cache, loader: () => send(req) })
  }

  async function json<T>(req: UpstreamRequest): Promise<UpstreamResult<T>> {
    let res: Response
    let text: string
    try {
      res = await fetchUpstream(req)
      // The body has its own deadline: an upstream may send headers and then stall.
      text = await bounded(upstreamTarget(req), deadlineMs, () => res.text())
    } catch (error) {
      if (error instanceof UpstreamTimeoutError)
        return { ok: false, status: 504, error: { status: 504, code: 'UPSTREAM_TIMEOUT', message: error.message } }
      const message = error instanceof Error && error.message ? error.message : 'Network error'
      return { ok: false, status: 0, error: { status: 0, code: 'UPSTREAM_UNAVAILABLE', message } }
    }
    let body: unknown = null
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      body = null
    }
    if (res.ok) {
      const root = asRecord(body)
      const data = root && 'data' in root ? root['data'] : body
      return { ok: true, status: res.status, data: data as T }
    }
    const error = translateError(options.locale, normaliseError(res.status, res.statusText, body))
    return { ok: false, status: error.status, error }
  }

  return { embedded: !external, fetch: fetchUpstream, json }
}
