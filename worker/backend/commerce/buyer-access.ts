import type { StoredOrder } from './orders'
import { findCart, type StoredCart } from './carts'
import { verifyOrderLink } from './order-link'
import type { Bindings } from '../../lib/bindings'

/** What a buyer's call carries to show an order is theirs: the session's account, a cart session, a signed link's token. */
export interface BuyerProof {
  userId: number | null
  cartId?: string | undefined
  protectCode?: string | undefined
  linkToken?: string | undefined
}

/**
 * How this caller may act on the order as its buyer: its account (the session's user), its cart
 * session (cart id + protect code, as the edge adds them from the cookies), or the signed order link
 * of this very order. Never by an order number or an id in the body alone: null.
 */
export async function buyerAccess(
  env: Bindings,
  order: StoredOrder,
  caller: BuyerProof,
): Promise<'account' | 'cart' | 'link' | null> {
  if (caller.userId !== null && order.userId === caller.userId) return 'account'
  if (caller.cartId && caller.protectCode && caller.cartId === order.cartId)
    if ((await findCart(env.DB, caller.cartId, caller.protectCode)) !== null) return 'cart'
  if (caller.linkToken) {
    const link = await verifyOrderLink(env, caller.linkToken)
    if (link.status === 'valid' && link.orderSlug === order.slug) return 'link'
  }
  return null
}

/**
 * ownsOrder's rule (an account or a cart session) for a caller whose cart session was already
 * looked up (`cart`: the cart its id + protect code found, or null) — beside the order, in the same
 * round trip.
 */
export const ownsByAccountOrCart = (order: StoredOrder, userId: number | null, cart: StoredCart | null): boolean =>
  (userId !== null && order.userId === userId) || (cart !== null && cart.id === order.cartId)
