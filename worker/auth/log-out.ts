import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { AppEnv } from '../env'
import { LAST_ORDER_COOKIE, REFRESH_COOKIE, expiredCookie, writeCookies } from '../lib/cookies'
import { clearedCartCookies } from '../cart/cart-session'
import { clearedSessionCookies, rotatedRefreshToken } from '../middleware/session'

/**
 * The one logout of the edge, for /api/auth/logout (the app) and /api/auth-form/logout (the HTML
 * form): the refresh token is revoked upstream (best effort) and the session's, the cart's and the
 * last order's cookies are cleared whatever the upstream says.
 */
export async function logOut(c: Context<AppEnv>): Promise<void> {
  const cookieToken = getCookie(c, REFRESH_COOKIE)
  // If the session middleware rotated the token in this very request, revoke the new one.
  const refreshToken = cookieToken ? ((await rotatedRefreshToken(cookieToken)) ?? cookieToken) : null
  if (refreshToken) await c.get('upstream').json({ method: 'POST', path: 'api/v1/logout', body: { refreshToken } })
  // The last order's summary belonged to whoever used this browser: it goes with the session.
  writeCookies(c, [...clearedSessionCookies(), ...clearedCartCookies(), expiredCookie(LAST_ORDER_COOKIE)])
}
