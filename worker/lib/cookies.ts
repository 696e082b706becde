import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'

/**
 * Session cookies. SPEC §9 names the token cookies with the prefixes `token.` / `refresh_token.`;
 * we use the `__Host-` prefix (Secure, Path=/, no Domain — cannot be set by a subdomain) with the
 * names below. Cart cookies keep their SPEC names.
 */
export const ACCESS_COOKIE = '__Host-izlog_token'
export const REFRESH_COOKIE = '__Host-izlog_refresh_token'
export const CART_COOKIES = ['cartId', 'protectCode'] as const
/** The visitor's last language (SPEC §9: locale cookie, 365 days). */
export const LOCALE_COOKIE = 'izlog_locale'
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60
/** SPEC §9: default cookie max age (30 days) — the refresh token lifetime. */
export const REFRESH_COOKIE_MAX_AGE = 2_592_000

export interface CookieOptions {
  maxAge: number
  httpOnly?: boolean
}

/** `name=value; Max-Age=…; Path=/; HttpOnly; Secure; SameSite=Lax`. */
export function serializeCookie(name: string, value: string, { maxAge, httpOnly = true }: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Max-Age=${Math.max(0, Math.floor(maxAge))}`, 'Path=/']
  if (httpOnly) parts.push('HttpOnly')
  parts.push('Secure', 'SameSite=Lax')
  return parts.join('; ')
}

/** A Set-Cookie value that deletes the cookie. */
export const expireCookie = (name: string, httpOnly = true): string => serializeCookie(name, '', { maxAge: 0, httpOnly })

export function readCookie(c: Context, name: string): string | null {
  const value = getCookie(c, name)
  return value ? value : null
}

/** The cookie name of a Set-Cookie value. */
export const setCookieName = (header: string): string => header.slice(0, Math.max(0, header.indexOf('='))).trim()

/**
 * Appends Set-Cookie values to the context's response, skipping cookies the response already
 * sets (a route that set a fresh session wins over the middleware's clean-up).
 */
export function appendSetCookies(c: Context, cookies: readonly string[]): void {
  if (cookies.length === 0) return
  const present = new Set(c.res.headers.getSetCookie().map(setCookieName))
  for (const cookie of cookies) {
    if (!present.has(setCookieName(cookie))) c.header('Set-Cookie', cookie, { append: true })
  }
}
