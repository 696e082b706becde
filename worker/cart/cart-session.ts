import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { Cart, CartSession } from '../../contract/dto/commerce'
import type { AppEnv } from '../env'
import { CART_COOKIES, cookieValue, expiredCookie, type CookieWrite } from '../lib/cookies'
import type { HttpMethod, UpstreamError } from '../upstream/types'

/**
 * The browser's cart session (cartId + protectCode in HttpOnly cookies) and the upstream calls
 * made with it: what the /api/cart routes (worker/routes/cart.ts) and the server render of
 * personal pages (worker/render/render-page.tsx) both need.
 */

export type CartContext = Context<AppEnv>

/** SPEC §9: cart cookies live a year. */
export const CART_COOKIE_MAX_AGE = 31_536_000
const [CART_ID_COOKIE, PROTECT_CODE_COOKIE] = CART_COOKIES

export function readSession(c: CartContext): CartSession | null {
  const cartId = getCookie(c, CART_ID_COOKIE)
  const protectCode = getCookie(c, PROTECT_CODE_COOKIE)
  return cartId && protectCode ? { cartId, protectCode } : null
}

export const cartSessionCookies = (session: CartSession): CookieWrite[] => [
  cookieValue(CART_ID_COOKIE, session.cartId, CART_COOKIE_MAX_AGE),
  cookieValue(PROTECT_CODE_COOKIE, session.protectCode, CART_COOKIE_MAX_AGE),
]

export const clearedCartCookies = (): CookieWrite[] => CART_COOKIES.map(expiredCookie)

/** The protect code is a credential: it never goes back to the browser. */
export function publicCart<T extends Cart | null>(cart: T): T {
  if (!cart) return cart
  const { protectCode: _secret, ...rest } = cart
  return rest as T
}

type Outcome = 'archived' | 'used' | null

/** SPEC §8: the two cart errors that end the session, by code or by message (external APIs). */
export function endingError(error: UpstreamError): Outcome {
  const code = (error.code ?? '').toUpperCase()
  const message = error.message.trim().toLowerCase()
  if (code === 'CART_ARCHIVED' || message === 'cart is archived.') return 'archived'
  if (code === 'SESSION_ALREADY_USED' || message === 'session already used.') return 'used'
  return null
}

export async function callCart<T>(
  c: CartContext,
  method: HttpMethod,
  call: string,
  session: CartSession,
  body: Record<string, unknown> = {},
) {
  return c.get('upstream').json<T>({
    method,
    path: `api/v2/cart/${call}`,
    body: { ...body, cartId: session.cartId, protectCode: session.protectCode },
  })
}
