import { ApiError } from '../../contract/api'
import type { Cart, CartAnswer } from '../../contract/dto/commerce'
import { writeCookies } from '../lib/cookies'
import { isOutageStatus } from '../upstream/deadline'
import { settleEndedSession } from './after-order'
import { callCart, clearedCartCookies, endingError, publicCart, readSession, type CartContext } from './cart-session'

/**
 * GET /api/cart for the server render of the cart and checkout pages: the answer the browser's
 * call would get (no session: no cart). A session that ended with an order is settled here as the
 * route settles it — the failed order's cart back as a new session, the order awaiting its payment,
 * or the SPEC §4 ending (thrown as CART_ARCHIVED / SESSION_ALREADY_USED, which the page shows as
 * ended). Its cookies go onto the page's own response: a browser without the app never makes the
 * GET /api/cart that would set them (issue 38), and with the app that call then finds the settled
 * session instead of settling it a second time. An outage throws 503 (the browser tries again).
 */
export async function readCart(c: CartContext): Promise<CartAnswer> {
  const session = readSession(c)
  if (!session) return { data: null }
  const res = await callCart<Cart>(c, 'POST', 'getCart', session)
  if (res.ok) return { data: publicCart(res.data) }
  const ending = endingError(res.error)
  if (ending) {
    const settled = await settleEndedSession(c, session)
    writeCookies(c, settled ? settled.cookies : clearedCartCookies())
    if (settled) return settled.answer
    throw new ApiError(409, res.error.message, ending === 'archived' ? 'CART_ARCHIVED' : 'SESSION_ALREADY_USED')
  }
  // A session the upstream does not know: no cart (the browser's GET /api/cart forgets it).
  if (!isOutageStatus(res.status)) return { data: null }
  // Refused, timed out or 5xx: to the page the cart service is unavailable.
  throw new ApiError(503, res.error.message, res.error.code ?? 'UPSTREAM_UNAVAILABLE')
}
