import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { cookieValue, type CookieWrite } from './cookies'

/**
 * The browser's opaque visitor id: what a cookie-notice decision in the consent log is tied to
 * (a visitor is no e-mail address). HttpOnly, made by the edge when the first decision is logged,
 * and passed to the backend only by the edge (VISITOR_ID_HEADER). A strictly necessary cookie: it
 * records the consent itself.
 */
export const VISITOR_COOKIE = '__Host-izlog_visitor'
/** A year, then the notice asks again with a new id. */
export const VISITOR_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/** The ids the edge makes (crypto.randomUUID, lower case); anything else is not one of ours. */
export const isVisitorId = (value: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value)

/** The visitor id of the request's cookie, or null when absent or not one the edge made. */
export function visitorIdOf(c: Context): string | null {
  const value = getCookie(c, VISITOR_COOKIE) ?? ''
  return isVisitorId(value) ? value : null
}

export const newVisitorId = (): string => crypto.randomUUID()

export const visitorCookie = (visitorId: string): CookieWrite =>
  cookieValue(VISITOR_COOKIE, visitorId, VISITOR_COOKIE_MAX_AGE)
