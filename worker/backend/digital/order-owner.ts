import type { StoredOrder } from '../commerce/orders'
import { findCart } from '../commerce/carts'
import { verifyOrderLink } from '../commerce/order-link'
import type { Bindings } from '../../lib/bindings'

/**
 * How this caller may act on the order as its buyer: its account (the session's user), its cart
 * session (cart id + protect code, as the edge adds them from the cookies), or the signed order link
 * it holds — as "pay now" decides (commerce/order-routes.ts). Never by an id in the body alone: null.
 */
export async function buyerAccess(
  env: Bindings,
  order: StoredOrder,
  caller: { userId: number | null; cartId?: string; protectCode?: string; linkToken?: string },
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
