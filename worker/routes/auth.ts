import type { Context } from 'hono'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../env'
import { LOCALES, isLocale, localeFromPath, type Locale } from '../../contract/locales'
import { LoginSchema } from '../../contract/schemas/auth'
import { V } from '../../contract/validation/keys'
import { getCookie } from 'hono/cookie'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, REFRESH_COOKIE, cookieValue, writeCookies } from '../lib/cookies'
import { errorBody as errorJson } from '../lib/error-body'
import { edgeValidator } from '../middleware/edge-validator'
import { edgeText } from '../texts/edge-text'
import { outageHeaders } from '../upstream/deadline'
import { safeRedirect } from '../../contract/safe-redirect'
import { clearedCartCookies } from '../cart/cart-session'
import { clearedSessionCookies, refreshSession, sessionCookies } from '../middleware/session'
import { passwordLogin } from '../auth/password-login'
import { logOut } from '../auth/log-out'

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
    const login = await passwordLogin(c, username, password)
    if (login.ok) {
      const { user, cartMergedLines, linkedProvider } = login
      return c.json({ user, redirect: safeRedirect(redirect), cartMergedLines, linkedProvider })
    }
    switch (login.kind) {
      case 'throttled': {
        const message = edgeText(locale, 'edge.auth.throttled', { seconds: login.seconds })
        return c.json(errorJson(429, 'LOGIN_THROTTLED', message), 429, { 'Retry-After': String(login.seconds) })
      }
      case 'unavailable':
        return c.json(
          errorJson(503, 'UPSTREAM_UNAVAILABLE', edgeText(locale, 'edge.upstream.unavailable')),
          503,
          outageHeaders,
        )
      // E-mail not confirmed or account blocked (403): the upstream's own message tells the visitor what to do.
      case 'refused':
        return c.json(errorJson(403, login.code, login.message), 403)
      case 'badToken':
        return c.json(errorJson(502, 'BAD_UPSTREAM_TOKEN', edgeText(locale, 'edge.upstream.unavailable')), 502)
      case 'invalid':
        return c.json(errorJson(401, 'INVALID_LOGIN', edgeText(locale, 'edge.auth.loginFailed')), 401)
    }
  },
)

authRoutes.post('/logout', async (c) => {
  await logOut(c)
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
