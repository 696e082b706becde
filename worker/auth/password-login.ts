import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { AppEnv } from '../env'
import { expiredCookie, writeCookies } from '../lib/cookies'
import { isOutageStatus } from '../upstream/deadline'
import { acceptTokens, sessionCookies, type IssuedSession } from '../middleware/session'
import { adoptAbandonedCart } from '../routes/cart'
import { LINK_TICKET_COOKIE } from '../routes/social'

export type PasswordLogin =
  | { ok: true; user: IssuedSession['user']; cartMergedLines: number; linkedProvider: string | null }
  | { ok: false; kind: 'throttled'; seconds: number }
  | { ok: false; kind: 'unavailable' }
  /** The upstream's 403 (e-mail not confirmed, account blocked): its code and its own message. */
  | { ok: false; kind: 'refused'; code: string; message: string }
  | { ok: false; kind: 'invalid' }
  | { ok: false; kind: 'badToken' }

/**
 * The one password login of the edge, for /api/auth/login (the app) and /api/auth-form/login (the
 * HTML form): the upstream's login, then the session's HttpOnly cookies, the anonymous cart adopted
 * and a provider login waiting to be linked (routes/social.ts) linked — this password proves the
 * account's owner, so its ticket goes along and its cookie ends.
 */
export async function passwordLogin(c: Context<AppEnv>, username: string, password: string): Promise<PasswordLogin> {
  const linkTicket = getCookie(c, LINK_TICKET_COOKIE)
  const res = await c.get('upstream').json<{ tokens?: unknown; linkedProvider?: unknown }>({
    method: 'POST',
    path: 'api/v1/login',
    body: { username, password, apiKey: c.env.API_KEY, ...(linkTicket ? { linkTicket } : {}) },
  })
  if (!res.ok) {
    if (res.status === 429)
      return { ok: false, kind: 'throttled', seconds: Math.max(1, Math.ceil(res.error.retryAfter ?? 60)) }
    if (isOutageStatus(res.status)) return { ok: false, kind: 'unavailable' }
    if (res.status === 403)
      return { ok: false, kind: 'refused', code: res.error.code ?? 'FORBIDDEN', message: res.error.message }
    return { ok: false, kind: 'invalid' }
  }
  const session = await acceptTokens(c.env, res.data?.tokens)
  if (!session) return { ok: false, kind: 'badToken' }
  const cart = await adoptAbandonedCart(c, session.accessToken)
  writeCookies(c, [
    ...sessionCookies(session),
    ...cart.cookies,
    ...(linkTicket ? [expiredCookie(LINK_TICKET_COOKIE)] : []),
  ])
  const linkedProvider = typeof res.data?.linkedProvider === 'string' ? res.data.linkedProvider : null
  return { ok: true, user: session.user, cartMergedLines: cart.mergedLines, linkedProvider }
}
