import type { Context } from 'hono'
import { Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import { CART_COOKIES, REFRESH_COOKIE, writeCookies, type CookieWrite } from '../lib/cookies'
import { refreshSession, sessionCookies } from '../middleware/session'
import type { AppEnv } from '../env'
import { CACHE_STRATEGIES } from '../upstream/strategies'
import type { HttpMethod, UpstreamRequest } from '../upstream/types'
import { errorBody } from '../lib/error-body'
import { edgeText } from '../texts/edge-text'
import { normaliseError, translateError } from '../upstream/client'
import { UpstreamTimeoutError, outageHeaders } from '../upstream/deadline'
import type { Locale } from '../../contract/locales'
import { requestPath } from '../middleware/canonical-path'
import { findEndpoint } from '../../contract/endpoints'
import { pathParams, type AnyEndpoint } from '../../contract/endpoints/endpoint'
import { beforeCall, purgeAfterCall } from '../cache/purge-after-call'
import { roleReaches } from '../../contract/staff-roles'

/**
 * `/api/v1/*` and `/api/v2/*` → the upstream, with apiKey / site / store / language /
 * accessToken added server-side (whatever the browser sent for those is dropped). Every call is
 * looked up in the endpoint table (contract/endpoints): a call that is not a row is a 404 here; the
 * row says who may make it, whether anonymous callers share a cached answer (KV), whether the
 * visitor's cart is bound to it and what a successful call purges. Everything else is `no-store`.
 */
export const apiProxyRoutes = new Hono<AppEnv>()

/** May anonymous visitors share the row's answers (a public read the table caches)? */
export const isPublicRead = (row: AnyEndpoint): boolean =>
  (row.method === 'GET' || row.method === 'POST') && row.access === 'public' && row.cache !== 'none'

/**
 * New tokens with the profile's new name and e-mail, so the header's greeting and /api/auth/user
 * show them at once (not after the next refresh). If the upstream cannot renew now, the old
 * tokens stay: the session is never ended by this.
 */
async function renewedSessionCookies(c: Context<AppEnv>): Promise<CookieWrite[]> {
  const refreshToken = getCookie(c, REFRESH_COOKIE)
  if (!refreshToken) return []
  const outcome = await refreshSession(c.env, c.executionCtx, c.get('locale'), refreshToken)
  return outcome.kind === 'renewed' ? sessionCookies(outcome.session) : []
}

const METHODS: ReadonlySet<string> = new Set<HttpMethod>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])
/** Request headers passed through (everything else, e.g. apiKey/accessToken, is the edge's). */
const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept'] as const
/** A streamed upload may take longer than the API deadline to arrive at the upstream. */
const UPLOAD_TIMEOUT_MS = 60_000

/** Response headers passed back to the browser. */
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'content-disposition',
  'x-cache',
  'age',
  'etag',
  'last-modified',
] as const

function cookieCartSession(c: Context<AppEnv>): { cartId: string | undefined; protectCode: string | undefined } {
  return { cartId: getCookie(c, CART_COOKIES[0]), protectCode: getCookie(c, CART_COOKIES[1]) }
}

/** The JSON body with the cookie session's cartId + protectCode (whatever the page sent is replaced). */
function withCartSession(c: Context<AppEnv>, text: string): string {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return text
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return text
  const { cartId, protectCode } = cookieCartSession(c)
  const { cartId: _id, protectCode: _code, ...rest } = body as Record<string, unknown>
  return JSON.stringify(cartId && protectCode ? { ...rest, cartId, protectCode } : rest)
}

apiProxyRoutes.all('/api/:version{v[12]}/*', async (c) => {
  const method = c.req.method.toUpperCase()
  const locale = c.get('locale')
  const noStore = { 'Cache-Control': 'no-store' }
  if (!METHODS.has(method))
    return c.json(
      errorBody(405, 'METHOD_NOT_ALLOWED', edgeText(locale, 'edge.upstream.methodNotAllowed', { method })),
      405,
    )
  const url = new URL(c.req.url)
  const path = requestPath(c).replace(/^\/+/, '')
  const row = findEndpoint(method, path)
  if (!row) return unknownCall(c)
  if (row.edgeOnly === 'auth') {
    const message = 'Log in and out through /api/auth/login, /api/auth/logout and /api/auth/refresh.'
    return c.json(errorBody(404, 'USE_AUTH_ENDPOINT', message), 404, noStore)
  }
  if (row.edgeOnly === 'cart')
    return c.json(errorBody(404, 'USE_CART_ENDPOINT', 'The cart session is managed by /api/cart.'), 404, noStore)

  // Staff calls are refused here first; the backend checks again against the database.
  if (row.access === 'staff' && !c.get('user')?.isBackofficeUser) {
    const status = c.get('user') ? 403 : 401
    const body =
      status === 401
        ? errorBody(401, 'TOKEN_UNDEFINED', edgeText(locale, 'edge.auth.noSession'))
        : errorBody(403, 'BACKOFFICE_ONLY', edgeText(locale, 'edge.auth.backofficeOnly'))
    return c.json(body, status, noStore)
  }
  // A staff call outside the role's areas (issue 37); the backend checks the confirmed role again.
  if (row.access === 'staff' && row.area && !roleReaches(c.get('user')?.staffRole, row.area))
    return c.json(
      errorBody(403, 'STAFF_AREA_FORBIDDEN', edgeText(locale, 'edge.auth.staffAreaForbidden')),
      403,
      noStore,
    )

  // A cart call from a browser whose cart session has ended (e.g. another tab placed the order):
  // a clear answer the page acts on, instead of the upstream's complaint about a missing cartId.
  if (method !== 'GET' && row.access === 'cart' && !row.cartOptional) {
    const { cartId, protectCode } = cookieCartSession(c)
    if (!cartId || !protectCode)
      return c.json(errorBody(404, 'NO_CART_SESSION', edgeText(locale, 'edge.cart.noSession')), 404, noStore)
  }

  const anonymous = c.get('user') === null && c.get('accessToken') === null
  const cacheable = anonymous && isPublicRead(row)
  const headers: Record<string, string> = {}
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = c.req.header(name)
    if (value) headers[name] = value
  }

  const req: UpstreamRequest = {
    method: method as HttpMethod,
    path: path + url.search,
    headers,
    cache: cacheable ? CACHE_STRATEGIES[row.cache] : null,
  }
  if (method !== 'GET') {
    if (row.multipart && c.req.raw.body) {
      // Uploads stream through untouched.
      req.body = c.req.raw.body
      req.timeoutMs = UPLOAD_TIMEOUT_MS
    } else {
      const text = await c.req.text()
      if (text) req.body = row.access === 'cart' ? withCartSession(c, text) : text
    }
  }

  const before = await beforeCall(c, row, pathParams(row.path, path))
  let res: Response
  try {
    res = await c.get('upstream').fetch(req)
  } catch (error) {
    return outageAnswer(locale, error instanceof UpstreamTimeoutError ? 504 : 503)
  }
  if (!res.ok && res.status >= 400) return errorAnswer(locale, res)
  const renewed = row.renewsSession ? await renewedSessionCookies(c) : []
  if (res.ok) await purgeAfterCall(c, row, res, before)
  const out = new Headers()
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = res.headers.get(name)
    if (value !== null) out.set(name, value)
  }
  out.set('Cache-Control', cacheable ? 'public, max-age=0, must-revalidate' : 'no-store')
  if (cacheable) out.set('Vary', 'Cookie')
  c.res = new Response(res.body, { status: res.status, headers: out })
  writeCookies(c, renewed)
  return c.res
})

/** A call that is not in the endpoint table (or not with this method): a JSON 404, never forwarded. */
const unknownCall = (c: Context<AppEnv>) =>
  c.json(errorBody(404, 'NOT_FOUND', `Unknown API path: ${c.req.method} ${c.req.path}`), 404, {
    'Cache-Control': 'no-store',
  })

/** The upstream did not answer (refused, timed out) or failed (5xx): our envelope, never its body. */
function outageAnswer(locale: Locale, status: 503 | 504): Response {
  const [code, key] =
    status === 504
      ? ['UPSTREAM_TIMEOUT', 'edge.upstream.timeout']
      : ['UPSTREAM_UNAVAILABLE', 'edge.upstream.unavailable']
  return Response.json(errorBody(status, code, edgeText(locale, key)), { status, headers: outageHeaders })
}

/**
 * An upstream error answer rewritten into our envelope: a 4xx keeps its status, code, message
 * (SPEC §8 keys the page translates) and the invalid field; a 5xx says only that the service is
 * unavailable. Whatever else the upstream's body held (HTML, stack traces) stays behind.
 */
async function errorAnswer(locale: Locale, res: Response): Promise<Response> {
  if (res.status >= 500) {
    await res.body?.cancel()
    return outageAnswer(locale, res.status === 504 ? 504 : 503)
  }
  let body: unknown = null
  try {
    body = JSON.parse(await res.text())
  } catch {
    body = null
  }
  const record = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : null
  const error = record ? translateError(locale, normaliseError(res.status, '', body)) : null
  const message = error && record && hasMessage(record) ? error.message : edgeText(locale, 'edge.upstream.failed')
  const field = typeof record?.['field'] === 'string' ? record['field'] : undefined
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
  const retryAfter = error?.retryAfter ?? Number(res.headers.get('Retry-After') ?? NaN)
  if (Number.isFinite(retryAfter) && retryAfter > 0) headers['Retry-After'] = String(Math.ceil(retryAfter))
  const envelope = {
    ...errorBody(res.status, error?.code ?? 'UPSTREAM_ERROR', message, field),
    ...(headers['Retry-After'] ? { retryAfter: Number(headers['Retry-After']) } : {}),
  }
  return Response.json(envelope, { status: res.status, headers })
}

/** Did the upstream say anything itself (rather than normaliseError's status-text fallback)? */
const hasMessage = (record: Record<string, unknown>): boolean =>
  ['message', 'error', 'data'].some((key) => record[key] !== undefined && record[key] !== null)

/** Any other /api path is a JSON 404 (never the HTML 404 page). */
apiProxyRoutes.all('/api/*', unknownCall)
