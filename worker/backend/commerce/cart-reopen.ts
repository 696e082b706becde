import type { Locale } from '../../../contract/locales'
import type { CartReopen } from '../../../contract/dto/commerce'
import { findCart, sessionMissing } from './carts'
import { reopenedSession } from './cart-reopened-session'
import { expireAbandonedOrders } from './order-expiry'
import { paymentDeadline } from './payment-sessions'
import { columns, firstRow, type Row } from '../rows'
import { PAID_STATUSES } from '../fulfilment/order-states'

const orders = columns('orders')
const readOrderState = (r: Row) => ({
  id: orders.int(r, 'id'),
  slug: orders.text(r, 'slug'),
  status: orders.text(r, 'status'),
  paymentType: orders.text(r, 'payment_type'),
})

/**
 * What happens to a cart session after its order (SPEC §4 and issue 13: "the cart is still there to
 * try again"). The cart is archived when its order is created; when that order then fails or is
 * cancelled (a declined card, a cancelled wallet), its lines, coupon, member card, instructions and
 * checkout choices are copied into a fresh cart session for the same shopper, once: asked again, the
 * same session is the answer (cart-reopened-session.ts). An order that went
 * through (placed, paid) tells the caller its number instead. A card or wallet order whose payment
 * session is still open (the shopper pressed Back on the provider's page, issue 34) answers
 * awaitingPayment: the shopper can pay it or give the payment up. Any other order still waiting
 * (bank transfer, cash on delivery) leaves the cart archived (SPEC §4).
 */
export async function reopenCart(
  db: D1Database,
  cartId: string,
  protectCode: string,
  storeId: number,
  lang: Locale,
): Promise<CartReopen> {
  const cart = await findCart(db, cartId, protectCode)
  if (!cart) throw sessionMissing()
  if (cart.status === 'active') return { state: 'active' }
  const findOrder = () =>
    firstRow(
      db.prepare('SELECT id, slug, status, payment_type FROM orders WHERE cart_id = ?').bind(cart.id),
      readOrderState,
    )
  let order = await findOrder()
  if (!order) return { state: 'archived' }
  // A card or wallet order whose payment time is over gives its cart back at once, not only after the next cron run.
  if (order.status === 'pending_payment' && (await expireAbandonedOrders(db)) > 0) order = (await findOrder()) ?? order
  // Paid and gone on (issue 36: a digital order is delivered the moment it is paid, others move on to shipping).
  if (order.status === 'placed' || (PAID_STATUSES as readonly string[]).includes(order.status))
    return { state: 'ordered', orderSlug: order.slug }
  if (order.status === 'pending_payment' && (order.paymentType === 'HPF' || order.paymentType === 'WALLET')) {
    const payableUntil = await paymentDeadline(db, order.id)
    if (payableUntil) return { state: 'awaitingPayment', orderSlug: order.slug, payableUntil }
  }
  if (order.status !== 'failed' && order.status !== 'cancelled') return { state: 'archived' }
  // Once, however often asked (cart-reopened-session.ts). A reopened cart that was itself ordered since is still the
  // answer (the simplest correct one: the session is right, and a stale old cookie is the only way to ask again after
  // that): the edge's getCart then finds it archived and treats the old session as ended.
  return { state: 'reopened', ...(await reopenedSession(db, cart.id, protectCode, storeId, lang)) }
}
