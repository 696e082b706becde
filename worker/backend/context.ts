import type { Context, Next } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { Bindings } from '../lib/bindings'
import type { Locale } from '../../contract/locales'
import { LANGUAGE_ID, parseLanguage } from '../../contract/locales'
import { verifyAccessToken, type AccessClaims } from '../lib/tokens'
import { errorBody, refuse } from './http'
import { accountStanding } from './users/account-standing'
import { standingBesideFirstRead } from './users/standing-beside-first-read'
import { findEndpoint } from '../../contract/endpoints'
import { roleReaches, type StaffArea } from '../../contract/staff-roles'

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

/**
 * Reads the SPEC §7 headers (apiKey, site, store, language, accessToken). A wrong apiKey is 401;
 * a bad or expired access token makes the call anonymous (protected calls then answer 401).
 */
export const backendContext = createMiddleware<BackendEnv>(async (c, next) => {
  const apiKey = c.req.header('apiKey')
  if (apiKey !== c.env.API_KEY && !c.req.path.startsWith('/media/') && !c.req.path.startsWith('/pay/')) {
    return c.json(errorBody(401, 'INVALID_API_KEY', 'INVALID_API_KEY'), 401)
  }
  const lang = parseLanguage(c.req.header('language'))
  c.set('lang', lang)
  c.set('languageId', LANGUAGE_ID[lang])
  c.set('siteId', Number(c.req.header('site') ?? c.env.SITE_ID) || 1)
  c.set('storeId', Number(c.req.header('store') ?? c.env.STORE_ID) || 1)
  const token = c.req.header('accessToken')
  const verified = token ? await verifyAccessToken(c.env, token) : null
  const claims = verified?.status === 'valid' ? verified.claims : null
  if (claims && findEndpoint(c.req.method, c.req.path.slice(1))?.access === 'cart') {
    await withStandingBesideFirstRead(c, claims, next)
    return
  }
  // The account as it is now (one primary-key read): a blocked one's token counts for nothing
  // (issue 37), and the role, which decides admin and edit calls, is the user row's, not the token's.
  const standing = claims ? await accountStanding(c.env.DB, claims.userId) : null
  if (claims) {
    claims.staffRole = standing?.staffRole ?? null
    claims.isBackofficeUser = claims.staffRole !== null
  }
  c.set('apiUser', standing?.blocked ? null : claims)
  await next()
})

/**
 * A shopper's cart and checkout call (the table's access 'cart': decided by the cart's session,
 * never by a staff role) reads the account's standing beside its own first query (issue 38: a
 * logged-in customer's checkout step waits for 2 round trips, not 3). It runs as the customer the
 * token names; no write happens and no answer leaves until the standing is known, and a blocked or
 * removed account gets 401 whatever the handler found.
 */
async function withStandingBesideFirstRead(c: Context<BackendEnv>, claims: AccessClaims, next: Next): Promise<void> {
  const beside = standingBesideFirstRead(c.env.DB, claims.userId)
  c.env = { ...c.env, DB: beside.db }
  c.set('apiUser', { ...claims, staffRole: null, isBackofficeUser: false })
  await next()
  const standing = await beside.standing()
  if (!standing || standing.blocked) throw refuse(401, 'TOKEN_UNDEFINED')
}

/** The verified user, or a 401 'Token undefined' error (SPEC §8: token undefined). */
export function requireUser(c: { get(key: 'apiUser'): AccessClaims | null }): AccessClaims {
  const user = c.get('apiUser')
  if (!user) throw refuse(401, 'TOKEN_UNDEFINED')
  return user
}

/** Backoffice-only calls refuse customers with 403. */
export function requireBackoffice(c: { get(key: 'apiUser'): AccessClaims | null }): AccessClaims {
  const user = requireUser(c)
  if (!user.isBackofficeUser) throw refuse(403, 'BACKOFFICE_ONLY')
  return user
}

/** Who among staff makes this call, as the audit log names them (backoffice only: else 401/403). */
export function staffActor(c: { get(key: 'apiUser'): AccessClaims | null }): { userId: number; email: string } {
  const staff = requireBackoffice(c)
  return { userId: staff.userId, email: staff.email }
}

/** A staff call of one area: the role confirmed against the user row must reach it (else 403). */
export function requireStaffArea(c: { get(key: 'apiUser'): AccessClaims | null }, area: StaffArea): AccessClaims {
  const user = requireBackoffice(c)
  if (!roleReaches(user.staffRole, area)) throw refuse(403, 'STAFF_AREA_FORBIDDEN')
  return user
}
