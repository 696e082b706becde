import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import * as v from 'valibot'
import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_PATTERN,
  CONSENT_COOKIE_MAX_AGE,
  consentCookieValue,
  parseConsentCookie,
  type CookieChoice,
  type StoredCookieChoice,
} from '../../contract/cookie-consent'

/** The consent cookie as the edge accepts it: our pattern, nothing else (a value that is not one of ours is no choice). */
const ConsentCookieValue = v.pipe(v.string(), v.regex(CONSENT_COOKIE_PATTERN))

/** The cookie choice the request's cookie holds, or null (none, or a value that is not one of ours). */
export function cookieChoiceOf(c: Context): StoredCookieChoice | null {
  const value = v.safeParse(ConsentCookieValue, getCookie(c, CONSENT_COOKIE))
  return value.success ? parseConsentCookie(value.output) : null
}

/**
 * Stores a choice in the consent cookie. Unlike the session cookies it is not HttpOnly: the app
 * reads and writes the same cookie (client/lib/cookie-consent.ts). It holds no secret, only the
 * categories and when they were chosen.
 */
export function writeConsentCookie(c: Context, choice: CookieChoice, now = new Date()): void {
  setCookie(c, CONSENT_COOKIE, consentCookieValue(choice, now), {
    path: '/',
    secure: true,
    sameSite: 'Lax',
    maxAge: CONSENT_COOKIE_MAX_AGE,
  })
}

/** Forgets the stored choice (the footer's "cookie settings" without the app): the notice asks again. */
export function clearConsentCookie(c: Context): void {
  deleteCookie(c, CONSENT_COOKIE, { path: '/', secure: true, sameSite: 'Lax' })
}
