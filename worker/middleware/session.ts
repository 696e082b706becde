import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { decodeJwt } from 'jose'
import type { ExecutionContext } from 'hono'
import type { AppEnv, Bindings, SessionUser } from '../env'
import type { Locale } from '../../contract/locales'
import { ACCESS_TOKEN_TTL_SECONDS, verifyAccessToken, type AccessClaims } from '../lib/tokens'
import { getCookie } from 'hono/cookie'
import {
  ACCESS_COOKIE,
  REFRESH_COOKIE,
  REFRESH_COOKIE_MAX_AGE,
  cookieValue,
  expiredCookie,
  writeCookies,
  type CookieWrite,
} from '../lib/cookies'
import { createUpstream } from '../upstream/client'

/**
 * Step 3: the session. The access token (HttpOnly cookie) is verified with pinned algorithm,
 * issuer, audience and required exp. Expired (or missing) access + a refresh cookie → the
 * upstream `GET api/v1/refresh` rotates both tokens. Only a definite refusal of the refresh token
 * (a 4xx answer) logs the visitor out; when the upstream cannot answer (network, timeout, 5xx)
 * the request is served anonymously and the cookies stay for the next try. Never a 500.
 */

export const toSessionUser = (claims: AccessClaims): SessionUser => ({
  id: claims.userId,
  email: claims.email,
  firstName: claims.firstName,
  lastName: claims.lastName,
  isBackofficeUser: claims.isBackofficeUser,
  staffRole: claims.isBackofficeUser ? (claims.staffRole ?? null) : null,
})

export interface IssuedSession {
  user: SessionUser
  accessToken: string
  refreshToken: string
}

/** Seconds until the token's `exp` (the access cookie lives exactly as long as the token). */
export function tokenLifetime(token: string): number {
  try {
    const exp = decodeJwt(token).exp
    if (typeof exp === 'number') return Math.max(0, exp - Math.floor(Date.now() / 1000))
  } catch {
    // Unreadable: fall back to the default lifetime; verification already passed.
  }
  return ACCESS_TOKEN_TTL_SECONDS
}

export function sessionCookies(session: Pick<IssuedSession, 'accessToken' | 'refreshToken'>): CookieWrite[] {
  return [
    cookieValue(ACCESS_COOKIE, session.accessToken, tokenLifetime(session.accessToken)),
    cookieValue(REFRESH_COOKIE, session.refreshToken, REFRESH_COOKIE_MAX_AGE),
  ]
}

export const clearedSessionCookies = (): CookieWrite[] => [expiredCookie(ACCESS_COOKIE), expiredCookie(REFRESH_COOKIE)]

type SessionEnv = Bindings

/** Verifies tokens an upstream handed out (login/refresh) before they become cookies. */
export async function acceptTokens(env: SessionEnv, tokens: unknown): Promise<IssuedSession | null> {
  if (tokens === null || typeof tokens !== 'object') return null
  const accessToken = (tokens as Record<string, unknown>)['accessToken']
  const refreshToken = (tokens as Record<string, unknown>)['refreshToken']
  if (typeof accessToken !== 'string' || typeof refreshToken !== 'string' || refreshToken === '') return null
  const verified = await verifyAccessToken(env, accessToken)
  if (verified.status !== 'valid') return null
  return { user: toSessionUser(verified.claims), accessToken, refreshToken }
}

/**
 * Rotations are remembered for a short while per isolate, keyed by the old refresh token (only
 * its holder can look it up): a page and its parallel API calls all carry the same old cookie,
 * and a second rotation of it would look like token reuse and revoke the whole family.
 */
const ROTATION_GRACE_MS = 20_000
const recentRotations = new Map<string, { at: number; result: Promise<RefreshOutcome> }>()

function forgetOldRotations(now: number): void {
  for (const [token, rotation] of recentRotations)
    if (now - rotation.at > ROTATION_GRACE_MS) recentRotations.delete(token)
}

/**
 * What a refresh came to: new tokens; a definite "this refresh token is not valid" (invalid,
 * expired, revoked or reused: the upstream answered 4xx); or no answer we can act on (the
 * upstream is down, slow or broken), which must never log anyone out.
 */
export type RefreshOutcome =
  { kind: 'renewed'; session: IssuedSession } | { kind: 'rejected' } | { kind: 'unavailable' }

async function callRefresh(
  env: SessionEnv,
  ctx: ExecutionContext,
  locale: Locale,
  refreshToken: string,
): Promise<RefreshOutcome> {
  const upstream = createUpstream(env, ctx, { locale, accessToken: null })
  const res = await upstream.json<{ tokens?: unknown }>({
    method: 'GET',
    path: 'api/v1/refresh',
    headers: { refreshToken },
  })
  if (!res.ok)
    return res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429
      ? { kind: 'rejected' }
      : { kind: 'unavailable' }
  const session = await acceptTokens(env, res.data?.tokens)
  // Tokens we cannot verify say nothing about the visitor's refresh token: keep it.
  return session ? { kind: 'renewed', session } : { kind: 'unavailable' }
}

export function refreshSession(
  env: SessionEnv,
  ctx: ExecutionContext,
  locale: Locale,
  refreshToken: string,
): Promise<RefreshOutcome> {
  const now = Date.now()
  forgetOldRotations(now)
  const known = recentRotations.get(refreshToken)
  if (known) return known.result
  const result = callRefresh(env, ctx, locale, refreshToken).catch((): RefreshOutcome => ({ kind: 'unavailable' }))
  recentRotations.set(refreshToken, { at: now, result })
  // A failed attempt is not remembered: the next request tries again.
  void result.then((outcome) => {
    if (outcome.kind === 'unavailable' && recentRotations.get(refreshToken)?.result === result)
      recentRotations.delete(refreshToken)
  })
  return result
}

/** The refresh token that replaced `oldToken` in a rotation this isolate just made, if any. */
export async function rotatedRefreshToken(oldToken: string): Promise<string | null> {
  const known = recentRotations.get(oldToken)
  if (!known || Date.now() - known.at > ROTATION_GRACE_MS) return null
  const outcome = await known.result
  return outcome.kind === 'renewed' ? outcome.session.refreshToken : null
}

/** Applies a session (or its absence) to the request's variables. */
function useSession(c: Context<AppEnv>, session: Pick<IssuedSession, 'user' | 'accessToken'> | null): void {
  c.set('user', session?.user ?? null)
  c.set('accessToken', session?.accessToken ?? null)
}

export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const access = getCookie(c, ACCESS_COOKIE)
  const refresh = getCookie(c, REFRESH_COOKIE)
  let cookies: CookieWrite[] = []
  useSession(c, null)

  const verified = access ? await verifyAccessToken(c.env, access) : null
  if (access && verified?.status === 'valid') {
    useSession(c, { user: toSessionUser(verified.claims), accessToken: access })
  } else if (refresh && (!access || verified?.status === 'expired')) {
    const outcome = await refreshSession(c.env, c.executionCtx, c.get('locale'), refresh)
    if (outcome.kind === 'renewed') {
      useSession(c, outcome.session)
      cookies = sessionCookies(outcome.session)
    } else if (outcome.kind === 'rejected') {
      cookies = clearedSessionCookies()
    }
    // 'unavailable': anonymous for this request only; both cookies stay for the next try.
  } else if (access || refresh) {
    // Tampered / foreign / expired-without-refresh tokens: forget them.
    cookies = clearedSessionCookies()
  }

  await next()
  writeCookies(c, cookies, { keepSet: true })
})
