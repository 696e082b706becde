import type { Context } from 'hono'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../env'
import { LOCALES, isLocale, localeFromPath, type Locale } from '../../contract/locales'
import { LoginSchema } from '../../contract/schemas/auth'
import { V } from '../../contract/validation/keys'
import { getCookie } from 'hono/cookie'
import {
  LAST_ORDER_COOKIE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  REFRESH_COOKIE,
  cookieValue,
  expiredCookie,
  writeCookies,
} from '../lib/cookies'
import { errorBody as errorJson } from '../lib/error-body'
import { edgeValidator } from '../middleware/edge-validator'
import { edgeText } from '../texts/edge-text'
import { isOutageStatus, outageHeaders } from '../upstream/deadline'
import { safeRedirect } from '../../contract/safe-redirect'
import { adoptAbandonedCart } from './cart'
import { clearedCartCookies } from '../cart/cart-session'
import { LINK_TICKET_COOKIE } from './social'
import {
  acceptTokens,
  clearedSessionCookies,
  refreshSession,
  rotatedRefreshToken,
  sessionCookies,
} from '../middleware/session'

/**
 * /api/auth: the browser's only way to log in or out. Tokens live in HttpOnly cookies and never
 * reach JavaScript; responses carry the session user only.
 *
 * The locale of messages: `locale` in the body or query ('hr' | 'en'), else the path of a
 * same-origin Referer (`/en/...` → English), else Croatian.
 */
export const authRoutes = new Hono<AppEnv>()

/** The login form's schema (contract/schemas/auth.ts) plus where to go next and the form's language. */
const LoginBodySchema = v.object(
  { ...LoginSchema.entries, redirect: v.optional(v.string()), locale: v.optional(v.picklist(LOCALES)) },
  V.required,
)

function requestLocale(c: Context<AppEnv>, explicit?: unknown): Locale {
  if (typeof explicit === 'string' && isLocale(explicit)) return explicit
  const query = c.req.query('locale')
  if (isLocale(query)) return query
  const referer = c.req.header('Referer')
  if (referer) {
    try {
      const url = new URL(referer)
      if (url.origin === new URL(c.req.url).origin) return localeFromPath(url.pathname)
    } catch {
      // Not a URL: ignore.
    }
  }
  return 'hr'
}

authRoutes.use('*', async (c, next) => {
  await next()
  c.header('Cache-Control', 'no-store')
})

/** The language of the login's messages: the body's `locale` first. */
async function loginLocale(c: Context<AppEnv>): Promise<Locale> {
  const raw: unknown = await c.req.json().catch(() => null)
  return requestLocale(
    c,
    raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>)['locale'] : undefined,
  )
}

authRoutes.post(
  '/login',
  edgeValidator('json', () => LoginBodySchema, loginLocale),
  async (c) => {
    const { username, password, redirect, locale: chosen } = c.req.valid('json')
    const locale = requestLocale(c, chosen)
    const upstream = c.get('upstream')
    // A provider login waiting to be linked (routes/social.ts): this password login proves the account's owner.
    const linkTicket = getCookie(c, LINK_TICKET_COOKIE)
    const res = await upstream.json<{ tokens?: unknown; linkedProvider?: unknown }>({
      method: 'POST',
      path: 'api/v1/login',
      body: { username, password, apiKey: c.env.API_KEY, ...(linkTicket ? { linkTicket } : {}) },
    })
    if (!res.ok) {
      if (res.status === 429) {
        const seconds = Math.max(1, Math.ceil(res.error.retryAfter ?? 60))
        const message = edgeText(locale, 'edge.auth.throttled', { seconds })
        return c.json(errorJson(429, 'LOGIN_THROTTLED', message), 429, { 'Retry-After': String(seconds) })
      }
      if (isOutageStatus(res.status))
        return c.json(
          errorJson(503, 'UPSTREAM_UNAVAILABLE', edgeText(locale, 'edge.upstream.unavailable')),
          503,
          outageHeaders,
        )
      // E-mail not confirmed or account blocked (403): the upstream's own message tells the visitor what to do.
      if (res.status === 403) return c.json(errorJson(403, res.error.code ?? 'FORBIDDEN', res.error.message), 403)
      return c.json(errorJson(401, 'INVALID_LOGIN', edgeText(locale, 'edge.auth.loginFailed')), 401)
    }
    const session = await acceptTokens(c.env, res.data?.tokens)
    if (!session)
      return c.json(errorJson(502, 'BAD_UPSTREAM_TOKEN', edgeText(locale, 'edge.upstream.unavailable')), 502)
    const cart = await adoptAbandonedCart(c, session.accessToken)
    writeCookies(c, [
      ...sessionCookies(session),
      ...cart.cookies,
      ...(linkTicket ? [expiredCookie(LINK_TICKET_COOKIE)] : []),
    ])
    const linkedProvider = typeof res.data?.linkedProvider === 'string' ? res.data.linkedProvider : null
    return c.json({
      user: session.user,
      redirect: safeRedirect(redirect),
      cartMergedLines: cart.mergedLines,
      linkedProvider,
    })
  },
)

authRoutes.post('/logout', async (c) => {
  const cookieToken = getCookie(c, REFRESH_COOKIE)
  // If the session middleware rotated the token in this very request, revoke the new one.
  const refreshToken = cookieToken ? ((await rotatedRefreshToken(cookieToken)) ?? cookieToken) : null
  if (refreshToken) {
    // Best effort: the cookies are cleared whatever the upstream says.
    await c.get('upstream').json({ method: 'POST', path: 'api/v1/logout', body: { refreshToken } })
  }
  // The last order's summary belonged to whoever used this browser: it goes with the session.
  writeCookies(c, [...clearedSessionCookies(), ...clearedCartCookies(), expiredCookie(LAST_ORDER_COOKIE)])
  return c.json({ user: null })
})

/**
 * Language switch (SPEC §4): the cart session belongs to one language, so switching clears the
 * cart cookies; the chosen language is remembered in the locale cookie. POST: GET never changes state.
 */
const LanguageSchema = (locale: Locale) =>
  v.object(
    { locale: v.picklist(LOCALES, edgeText(locale, 'edge.auth.badLocale')) },
    edgeText(locale, 'edge.auth.badLocale'),
  )

authRoutes.post(
  '/language',
  edgeValidator('json', LanguageSchema, (c) => requestLocale(c)),
  (c) => {
    const { locale } = c.req.valid('json')
    writeCookies(c, [cookieValue(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE), ...clearedCartCookies()])
    return c.json({ locale })
  },
)

authRoutes.get('/user', (c) => c.json({ user: c.get('user') }))

authRoutes.post('/refresh', async (c) => {
  const locale = requestLocale(c)
  const refreshToken = getCookie(c, REFRESH_COOKIE)
  const outcome = refreshToken
    ? await refreshSession(c.env, c.executionCtx, c.get('locale'), refreshToken)
    : ({ kind: 'rejected' } as const)
  if (outcome.kind === 'unavailable') {
    // The upstream could not answer: the visitor stays logged in and may try again.
    return c.json(
      errorJson(503, 'UPSTREAM_UNAVAILABLE', edgeText(locale, 'edge.upstream.unavailable')),
      503,
      outageHeaders,
    )
  }
  if (outcome.kind === 'rejected') {
    writeCookies(c, clearedSessionCookies())
    return c.json(errorJson(401, 'SESSION_EXPIRED', edgeText(locale, 'edge.auth.noSession')), 401)
  }
  writeCookies(c, sessionCookies(outcome.session))
  return c.json({ user: outcome.session.user })
})
