import type { AwaitingPayment, Cart, CartAnswer, CartReopen, CartSession } from '../../contract/dto/commerce'
import { lastOrderCookie, type CookieWrite } from '../lib/cookies'
import {
  callCart,
  cartSessionCookies,
  clearedCartCookies,
  endingError,
  publicCart,
  type CartContext,
} from './cart-session'

/** What an ended cart session (CART_ARCHIVED / SESSION_ALREADY_USED) turned out to be, and the cookies that follow. */
export interface SettledSession {
  answer: CartAnswer
  cookies: CookieWrite[]
}

/**
 * A session that ended with an order (issue 13): a failed order gives the cart back as a new
 * session; a placed or paid order forgets the session without a word (the success page is no
 * place for "your cart is gone") and keeps it for that order's summary. A card or wallet order whose
 * payment session is still open (Back from the provider's page, issue 34) keeps the session and
 * answers `awaitingPayment` with no cart, so the page can offer to pay or to give the payment up.
 * Anything else (a bank transfer awaiting its payment) is the SPEC §4 ending: null.
 * Shared by GET /api/cart and the server render of the cart and checkout pages (issue 38: a browser
 * without the app sees what the app would show).
 */
export async function settleEndedSession(
  c: CartContext,
  session: CartSession,
  followed = 0,
): Promise<SettledSession | null> {
  const res = await reopenSession(c, session)
  return res.ok ? settleState(c, session, res.data, followed) : null
}

/**
 * How many carts a stale session follows: a failed order's cart came back as a new one, which was
 * ordered in turn (another tab, another device holding the old cookies), and so on.
 */
const MAX_FOLLOWED_CARTS = 3

/** What became of the session's cart (cart/reopen: a failed order's cart comes back as a new session). */
export const reopenSession = (c: CartContext, session: CartSession) =>
  c.get('upstream').json<CartReopen>({ method: 'POST', path: 'api/v2/cart/reopen', body: session })

/** settleEndedSession for a state already read (null: an active cart, or the SPEC §4 ending). */
export async function settleState(
  c: CartContext,
  session: CartSession,
  state: CartReopen,
  followed = 0,
): Promise<SettledSession | null> {
  if (state.state === 'reopened') {
    const reopened = { cartId: state.cartId, protectCode: state.protectCode }
    const cart = await callCart<Cart>(c, 'POST', 'getCart', reopened)
    if (cart.ok) return { answer: { data: publicCart(cart.data) }, cookies: cartSessionCookies(reopened) }
    // The cart it came back as has ended too (ordered since): the session settles as that one does,
    // and one kept as it is (its order awaits a payment) is that cart's session from now on.
    if (endingError(cart.error) && followed < MAX_FOLLOWED_CARTS) {
      const settled = await settleEndedSession(c, reopened, followed + 1)
      return settled?.cookies.length === 0 ? { ...settled, cookies: cartSessionCookies(reopened) } : settled
    }
  }
  if (state.state === 'ordered')
    return { answer: { data: null }, cookies: [...clearedCartCookies(), lastOrderCookie(session)] }
  const awaitingPayment = awaitingOf(state)
  if (awaitingPayment) return { answer: { data: null, awaitingPayment }, cookies: [] }
  return null
}

/** The session's order awaiting its card or wallet payment, if that is what the state says. */
export function awaitingOf(state: CartReopen): AwaitingPayment | null {
  return state.state === 'awaitingPayment' ? { orderSlug: state.orderSlug, payableUntil: state.payableUntil } : null
}
