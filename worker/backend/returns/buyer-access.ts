import type { Bindings } from '../../lib/bindings'
import type { AccessClaims } from '../../lib/tokens'
import { findCart } from '../commerce/carts'
import { verifyOrderLink } from '../commerce/order-link'
import type { StoredOrder } from '../commerce/orders'

/** What a buyer's call carries to prove an order is theirs: the session's account, a cart session, the signed link's token. */
export interface BuyerProof {
  user: AccessClaims | null
  cartId?: string | undefined
  protectCode?: string | undefined
  linkToken?: string | undefined
}

/**
 * May this caller act on the order as its buyer? Its account, the cart session that ordered it,
 * or a valid signed link to this very order — never an order number alone.
 */
export async function buyerMayAct(env: Bindings, order: StoredOrder, proof: BuyerProof): Promise<boolean> {
  if (proof.user !== null && order.userId === proof.user.userId) return true
  if (proof.linkToken) {
    const link = await verifyOrderLink(env, proof.linkToken)
    if (link.status === 'valid' && link.orderSlug === order.slug) return true
  }
  if (proof.cartId && proof.protectCode && proof.cartId === order.cartId)
    return (await findCart(env.DB, proof.cartId, proof.protectCode)) !== null
  return false
}
