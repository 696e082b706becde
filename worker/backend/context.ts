import { createMiddleware } from 'hono/factory'
import type { Bindings } from '../env'
import type { Locale } from '../../contract/locales'
import { LANGUAGE_ID } from '../../contract/locales'
import { verifyAccessToken, type AccessClaims } from '../lib/tokens'
import { errorBody, forbidden, unauthorized } from './http'
import { isBackofficeUserNow } from './users/backoffice-check'

/**
 * The visitor's address as the edge saw it (CF-Connecting-IP), for the login throttle. Only the
 * edge sets it: the /api proxy forwards no browser headers of this kind, and /backend over HTTP
 * needs BACKEND_HTTP_SECRET.
 */
export const CLIENT_ADDRESS_HEADER = 'x-izlog-client-address'

/**
 * The browser's opaque visitor id (the edge's HttpOnly consent cookie), for the consent log.
 * Trusted like CLIENT_ADDRESS_HEADER: only the edge sets it, never a browser header.
 */
export const VISITOR_ID_HEADER = 'x-izlog-visitor-id'

export interface BackendVariables {
  /** From the `language` header: hrv/hr/41 → hr, eng/en/31 → en; default hr. */
  lang: Locale
  languageId: number
  siteId: number
  storeId: number
  /** Verified from the `accessToken` header; null when absent or invalid. */
  apiUser: AccessClaims | null
}

export interface BackendEnv {
  Bindings: Bindings
  Variables: BackendVariables
}

export function parseLanguage(value: string | undefined | null): Locale {
  const v = (value ?? '').trim().toLowerCase()
  if (v === 'en' || v === 'eng' || v === '31' || v === 'en-gb' || v === 'en-us') return 'en'
  return 'hr'
}

/**
 * Reads the SPEC §7 headers (apiKey, site, store, language, accessToken). A wrong apiKey is 401;
 * a bad or expired access token makes the call anonymous (protected calls then answer 401).
 */
export const backendContext = createMiddleware<BackendEnv>(async (c, next) => {
  const apiKey = c.req.header('apiKey')
  if (apiKey !== c.env.API_KEY && !c.req.path.startsWith('/media/') && !c.req.path.startsWith('/pay/')) {
    return c.json(errorBody(401, 'INVALID_API_KEY', 'Invalid API key.'), 401)
  }
  const lang = parseLanguage(c.req.header('language'))
  c.set('lang', lang)
  c.set('languageId', LANGUAGE_ID[lang])
  c.set('siteId', Number(c.req.header('site') ?? c.env.SITE_ID) || 1)
  c.set('storeId', Number(c.req.header('store') ?? c.env.STORE_ID) || 1)
  const token = c.req.header('accessToken')
  const verified = token ? await verifyAccessToken(c.env, token) : null
  const claims = verified?.status === 'valid' ? verified.claims : null
  // The backoffice flag decides admin and edit calls: it must still be true in the user row.
  if (claims?.isBackofficeUser) claims.isBackofficeUser = await isBackofficeUserNow(c.env.DB, claims.userId)
  c.set('apiUser', claims)
  await next()
})

/** The verified user, or a 401 'Token undefined' error (SPEC §8: token undefined). */
export function requireUser(c: { get(key: 'apiUser'): AccessClaims | null }): AccessClaims {
  const user = c.get('apiUser')
  if (!user) throw unauthorized('Token undefined', 'TOKEN_UNDEFINED')
  return user
}

/** Backoffice-only calls refuse customers with 403. */
export function requireBackoffice(c: { get(key: 'apiUser'): AccessClaims | null }): AccessClaims {
  const user = requireUser(c)
  if (!user.isBackofficeUser) throw forbidden('Backoffice access required.', 'BACKOFFICE_ONLY')
  return user
}
