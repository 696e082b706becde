import type { Context } from 'hono'
import { Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import { CART_COOKIES, REFRESH_COOKIE, writeCookies, type CookieWrite } from '../lib/cookies'
import { refreshSession, sessionCookies } from '../middleware/session'
import type { AppEnv } from '../env'
import { CacheShort } from '../upstream/strategies'
import { purgeAllCaches } from '../cache/page-cache'
import { purgeFamily, purgeLayout, purgeModerated, purgePagePath, purgePublishedPage } from '../cache/purge-page'
import type { AdminRedirectRow, ModerationPurge } from '../../contract/dto/admin'
import { pathsOf, recordPurge } from '../cache/cache-overview'
import { postBeforeWrite, purgeAfterPostWrite } from '../cache/purge-post'
import type { PagePublished } from '../../contract/dto/page-draft'
import type { LayoutElement } from '../../contract/dto/cms'
import { isPersonalPath } from '../upstream/cache'
import type { HttpMethod, UpstreamRequest } from '../upstream/types'
import { errorBody } from '../lib/error-body'
import { edgeText } from '../texts/edge-text'
import { normaliseError, translateError } from '../upstream/client'
import { UpstreamTimeoutError, outageHeaders } from '../upstream/deadline'
import { LOCALES, type Locale } from '../../contract/locales'
import { requestPath } from '../middleware/canonical-path'

/**
 * `/api/v1/*` and `/api/v2/*` → the upstream, with apiKey / site / store / language /
 * accessToken added server-side (whatever the browser sent for those is dropped). Public reads
 * of anonymous visitors are cached in KV (CacheShort); everything else is `no-store`.
 */
export const apiProxyRoutes = new Hono<AppEnv>()

/** Public read calls (GET, or read-only POST) that may be shared between anonymous visitors. */
const PUBLIC_READS: readonly RegExp[] = [
  /^api\/v1\/product\/web\/(filter|get)$/,
  /^api\/v1\/product\/layered\/navigation$/,
  /^api\/v1\/product\/web\/category\/(filter|get\/[^/]+|getBySlug\/[^/]+)$/,
  /^api\/v1\/product\/web\/tag\/filter$/,
  /^api\/v1\/product\/checkBundles$/,
  /^api\/v1\/term\/(filter|filterStandard|get\/[^/]+|getBySlug\/[^/]+)$/,
  /^api\/v1\/post\/(filterStandard|get\/[^/]+)$/,
  /^api\/v1\/finder\/(decide|searchSlugs|getUrlOnLanguage)$/,
  /^api\/v1\/navigation\/tree\/[^/]+$/,
  /^api\/v1\/element\/getByHandlers$/,
  /^api\/v1\/event\/public\/(filter|get(\/[^/]+)?)$/,
  /^api\/v1\/(web\/)?consent\/(filter|assignments)$/,
  /^api\/v1\/(commons|option\/filter|getOptions|domain\/filter)$/,
  /^api\/v1\/document\/(filter\/web|get\/web\/[^/]+)$/,
  /^api\/v1\/form\/(filter|get\/[^/]+)$/,
  /^api\/v1\/comment\/filterStandard$/,
  /^api\/v1\/sitemap\/entries$/,
  /^api\/v2\/(domainDetect|settings\/getCheckoutSettings|settings\/getCurrencyConfig)$/,
]

/*
 * The refusals below match in any letter case: an upstream other than the embedded backend may
 * route case-insensitively (`api/v1/LOGIN` = `api/v1/login`). The path they read is the request's
 * one spelling (middleware/canonical-path.ts), which is also the path the upstream is sent.
 */
/** Token-issuing calls go through /api/auth only: tokens never reach JavaScript. */
const AUTH_ONLY = /^api\/v1\/(login|refresh|logout|user\/social\/oauth)$/i
/** Calls that hand out a cart's protect code go through /api/cart only (it lives in HttpOnly cookies). */
const CART_SESSION_ONLY = /^api\/v2\/cart\/(getNewCartSession|getAbandoned|reopen)$/i
/** Calls that act on the visitor's cart (or its guest): the edge adds cartId + protectCode from the cookies. */
const CART_BOUND =
  /^api\/v2\/(cart|checkout|delivery|payment)\/|^api\/v2\/order\/create$|^api\/v1\/user\/guest\/update$/i
/** Cart-bound calls that also answer without a cart (the countries a checkout offers). */
const CART_OPTIONAL = /^api\/v2\/(checkout\/getAvailableCountries|delivery\/getDeliveryByAvailableCountries)$/

/** The profile edit: it changes the name and e-mail the access token carries. */
const PROFILE_UPDATE = /^api\/v1\/user\/web\/update$/
/** Edit mode's calls (issue 15): refused at the edge for anyone but staff, before the backend checks again against the database. */
const EDIT_CALLS =
  /^api\/v1\/(post\/(draft|publish)\/\d+|post\/createPage|link\/postTranslation|master\/(filter|create)|link\/masters\/\d+|element\/update\/\d+|navigation\/update\/[a-z0-9-]+|media\/(filterStandard|update\/\d+|delete\/\d+|usage\/\d+)|directory\/(filter|create)|directoryItem\/delete\/\d+)$|^api\/v2\/media\/upload$/i
/** The backoffice's calls (issue 16) and consent admin: staff only, refused here first like edit calls. */
const ADMIN_CALLS = /^api\/v1\/(admin\/.+|consent\/create)$/i
const isStaffCall = (path: string): boolean => EDIT_CALLS.test(path) || ADMIN_CALLS.test(path)
/** Edit mode's publish (issue 15): the page's cached copies go, exactly. */
const PAGE_PUBLISH = /^api\/v1\/post\/publish\/\d+$/
/** Layout writes (edit mode): an element is of one language; a menu's targets show in both. */
const ELEMENT_UPDATE = /^api\/v1\/element\/update\/\d+$/
const MENU_UPDATE = /^api\/v1\/navigation\/update\/[a-z0-9-]+$/
/** Staff publishing or withdrawing a review changes the product's rating on cached pages. */
const COMMENT_UPDATE = /^api\/v1\/comment\/update\/\d+$/
/** The moderation queue's decisions (issue 16): they answer the pages they change. */
const MODERATION = /^api\/v1\/admin\/comments\/\d+(\/decide)?$/
/** A consent or an assignment written: the storefront's cached consent lists go (a checkout must ask for the new ones at once). */
const CONSENT_WRITE = /^api\/v1\/(consent\/create|admin\/consents\/\d+)$/
const CONSENT_READS = [
  'POST api/v1/web/consent/filter',
  'GET api/v1/consent/filter',
  'GET api/v1/consent/assignments',
] as const
/** A new redirect: the path's cached 404 page goes, so the next visitor is redirected. */
const REDIRECT_CREATE = /^api\/v1\/admin\/redirects$/
/** A form's captcha switched (issue 32): every cached page and answer goes, since any page may show the form. */
const FORM_SETTINGS = /^api\/v1\/admin\/forms\/\d+$/

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

export const isPublicRead = (method: string, path: string): boolean =>
  (method === 'GET' || method === 'POST') && !isPersonalPath(path) && PUBLIC_READS.some((pattern) => pattern.test(path))

apiProxyRoutes.all('/api/:version{v[12]}/*', async (c) => {
  const method = c.req.method.toUpperCase()
  const locale = c.get('locale')
  if (!METHODS.has(method))
    return c.json(
      errorBody(405, 'METHOD_NOT_ALLOWED', edgeText(locale, 'edge.upstream.methodNotAllowed', { method })),
      405,
    )
  const url = new URL(c.req.url)
  const path = requestPath(c).replace(/^\/+/, '')
  if (AUTH_ONLY.test(path)) {
    return c.json(
      errorBody(
        404,
        'USE_AUTH_ENDPOINT',
        'Log in and out through /api/auth/login, /api/auth/logout and /api/auth/refresh.',
      ),
      404,
      {
        'Cache-Control': 'no-store',
      },
    )
  }

  if (isStaffCall(path) && !c.get('user')?.isBackofficeUser) {
    const status = c.get('user') ? 403 : 401
    const body =
      status === 401
        ? errorBody(401, 'TOKEN_UNDEFINED', edgeText(locale, 'edge.auth.noSession'))
        : errorBody(403, 'BACKOFFICE_ONLY', edgeText(locale, 'edge.auth.backofficeOnly'))
    return c.json(body, status, { 'Cache-Control': 'no-store' })
  }

  if (CART_SESSION_ONLY.test(path)) {
    return c.json(errorBody(404, 'USE_CART_ENDPOINT', 'The cart session is managed by /api/cart.'), 404, {
      'Cache-Control': 'no-store',
    })
  }

  // A cart call from a browser whose cart session has ended (e.g. another tab placed the order):
  // a clear answer the page acts on, instead of the upstream's complaint about a missing cartId.
  if (method !== 'GET' && CART_BOUND.test(path) && !CART_OPTIONAL.test(path)) {
    const { cartId, protectCode } = cookieCartSession(c)
    if (!cartId || !protectCode)
      return c.json(errorBody(404, 'NO_CART_SESSION', edgeText(locale, 'edge.cart.noSession')), 404, {
        'Cache-Control': 'no-store',
      })
  }

  const anonymous = c.get('user') === null && c.get('accessToken') === null
  const cacheable = anonymous && isPublicRead(method, path)
  const headers: Record<string, string> = {}
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = c.req.header(name)
    if (value) headers[name] = value
  }

  const req: UpstreamRequest = {
    method: method as HttpMethod,
    path: path + url.search,
    headers,
    cache: cacheable ? CacheShort : null,
  }
  if (method !== 'GET') {
    const type = (c.req.header('content-type') ?? '').toLowerCase()
    if (cacheable || type.includes('json')) {
      const text = await c.req.text()
      if (text) req.body = CART_BOUND.test(path) ? withCartSession(c, text) : text
    } else if (c.req.raw.body) {
      // Multipart uploads and other bodies stream through untouched.
      req.body = c.req.raw.body
      req.timeoutMs = UPLOAD_TIMEOUT_MS
    }
  }

  const postBefore = await postBeforeWrite(c, method, path)
  let res: Response
  try {
    res = await c.get('upstream').fetch(req)
  } catch (error) {
    return outageAnswer(locale, error instanceof UpstreamTimeoutError ? 504 : 503)
  }
  if (!res.ok && res.status >= 400) return errorAnswer(locale, res)
  const renewed = method === 'PATCH' && PROFILE_UPDATE.test(path) ? await renewedSessionCookies(c) : []
  // A staff status change through the storefront's comment call does not say which pages it changes:
  // everything goes. The admin's moderation queue (MODERATION) purges exactly.
  if (method === 'PATCH' && COMMENT_UPDATE.test(path) && c.get('user')?.isBackofficeUser) await purgeAllCaches(c.env)
  if (res.ok) await purgeAfterEdit(c, method, path, res)
  if (res.ok) await purgeAfterPostWrite(c, method, path, res, postBefore)
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

/** Edit mode's writes purge exactly what they change (and the admin's cache view logs it). */
async function purgeAfterEdit(c: Context<AppEnv>, method: string, path: string, res: Response): Promise<void> {
  if (method === 'POST' && PAGE_PUBLISH.test(path)) {
    const published = ((await res.clone().json()) as { data: PagePublished }).data
    const purged = await purgePublishedPage(c.env, published)
    await recordPurge(c.env, {
      kind: 'page',
      paths: pathsOf(purged.pages),
      entries: purged.entries,
      subject: published.paths[0] ?? path,
    })
  }
  const layout =
    method === 'PATCH' && ELEMENT_UPDATE.test(path)
      ? [((await res.clone().json()) as { data: LayoutElement }).data.language_code]
      : method === 'PUT' && MENU_UPDATE.test(path)
        ? [...LOCALES]
        : null
  if (layout) {
    const purged = await purgeLayout(c.env, layout)
    await recordPurge(c.env, {
      kind: 'layout',
      paths: pathsOf(purged.pages),
      entries: purged.entries,
      subject: layout.join(', '),
    })
  }
  if ((method === 'POST' || method === 'DELETE') && MODERATION.test(path)) {
    const { purge } = ((await res.clone().json()) as { data: { purge: ModerationPurge } }).data
    const purged = await purgeModerated(c.env, purge)
    await recordPurge(c.env, {
      kind: 'moderation',
      paths: pathsOf(purged.pages),
      entries: purged.entries,
      subject: purge.paths.join(', ') || path,
    })
  }
  if ((method === 'POST' || method === 'PATCH') && CONSENT_WRITE.test(path)) {
    const entries = (await Promise.all(CONSENT_READS.map((family) => purgeFamily(c.env, family)))).reduce(
      (sum, n) => sum + n,
      0,
    )
    await recordPurge(c.env, { kind: 'family', paths: [], entries, subject: 'consents' })
  }
  if (method === 'PATCH' && FORM_SETTINGS.test(path)) {
    const { version } = await purgeAllCaches(c.env)
    await recordPurge(c.env, { kind: 'all', paths: [], entries: 0, subject: `v${version}` })
  }
  if (method === 'POST' && REDIRECT_CREATE.test(path)) {
    const { from } = ((await res.clone().json()) as { data: AdminRedirectRow }).data
    const pages = await purgePagePath(c.env, from)
    await recordPurge(c.env, { kind: 'redirect', paths: pathsOf(pages), entries: 0, subject: from })
  }
}

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
apiProxyRoutes.all('/api/*', (c) =>
  c.json(errorBody(404, 'NOT_FOUND', `Unknown API path: ${c.req.method} ${c.req.path}`), 404, {
    'Cache-Control': 'no-store',
  }),
)
