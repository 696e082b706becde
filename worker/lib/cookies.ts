import type { Context } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import type { CookieOptions } from 'hono/utils/cookie'

/**
 * Session cookies. SPEC §9 names the token cookies with the prefixes `token.` / `refresh_token.`;
 * we use the `__Host-` prefix (Secure, Path=/, no Domain — cannot be set by a subdomain) with the
 * names below. Cart cookies keep their SPEC names. Read them with `getCookie` of `hono/cookie`.
 */
export const ACCESS_COOKIE = '__Host-izlog_token'
export const REFRESH_COOKIE = '__Host-izlog_refresh_token'
export const CART_COOKIES = ['cartId', 'protectCode'] as const
/** The session of the cart an order was just made from (the success page reads the order with it): one day. */
export const LAST_ORDER_COOKIE = 'izlog_last_order'
export const LAST_ORDER_MAX_AGE = 24 * 60 * 60
/** The visitor's last language (SPEC §9: locale cookie, 365 days). */
export const LOCALE_COOKIE = 'izlog_locale'
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60
/** SPEC §9: default cookie max age (30 days) — the refresh token lifetime. */
export const REFRESH_COOKIE_MAX_AGE = 2_592_000
/**
 * The visitor's latest D1 bookmark (read replication: they read their own writes from a replica).
 * Replicas trail by seconds, so after an hour it constrains nothing and may go.
 */
export const DATABASE_BOOKMARK_COOKIE = '__Host-izlog_db_bookmark'
export const DATABASE_BOOKMARK_MAX_AGE = 60 * 60

/** The attributes of every izlog cookie: `Path=/; HttpOnly; Secure; SameSite=Lax`. */
const ATTRIBUTES = { path: '/', httpOnly: true, secure: true, sameSite: 'Lax' } as const satisfies CookieOptions

/** A cookie to write: a value that lives `maxAge` seconds, or `value: null` to delete it. */
export type CookieWrite = { name: string; value: string; maxAge: number } | { name: string; value: null }

export const cookieValue = (name: string, value: string, maxAge: number): CookieWrite => ({ name, value, maxAge })

/** The ordered cart's session, kept for a day for the success page's summary. */
export const lastOrderCookie = (session: { cartId: string; protectCode: string }): CookieWrite =>
  cookieValue(LAST_ORDER_COOKIE, `${session.cartId}:${session.protectCode}`, LAST_ORDER_MAX_AGE)
export const expiredCookie = (name: string): CookieWrite => ({ name, value: null })

/** The cookie names a response already sets. */
function namesSetBy(res: Response): Set<string> {
  return new Set(res.headers.getSetCookie().map((header) => header.slice(0, Math.max(0, header.indexOf('='))).trim()))
}

/**
 * Writes cookies onto the response with `hono/cookie`. `keepSet`: skip cookies the response
 * already sets (a route that set a fresh session wins over the session middleware's clean-up).
 */
export function writeCookies(c: Context, cookies: readonly CookieWrite[], { keepSet = false } = {}): void {
  if (cookies.length === 0) return
  const present = keepSet ? namesSetBy(c.res) : new Set<string>()
  for (const cookie of cookies) {
    if (present.has(cookie.name)) continue
    if (cookie.value === null) deleteCookie(c, cookie.name, ATTRIBUTES)
    else setCookie(c, cookie.name, cookie.value, { ...ATTRIBUTES, maxAge: Math.max(0, Math.floor(cookie.maxAge)) })
  }
}
