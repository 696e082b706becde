import * as v from 'valibot'
import type {
  OrderCreateResult,
  OrderList,
  PaymentCancelled,
  PaymentSuccessResult,
} from '../../../contract/dto/commerce'
import { commerce } from '../../../contract/endpoints/commerce'
import { SafePathSchema } from '../../../contract/schemas/commerce'
import { requireUser } from '../context'
import { ok, pageForms, paging, refuse } from '../http'
import { endpointRoutes } from '../routing'
import { buyerAccess, ownsByAccountOrCart } from './buyer-access'
import { findCart } from './carts'
import type { Bindings } from '../../lib/bindings'
import { createOrder, orderingOf } from './order-create'
import { placeOrder } from './order-place'
import { expireAbandonedOrderIds, expireAbandonedOrders } from './order-expiry'
import { requestOrigin } from '../cms/consent-origin'
import { queueOrderConfirmation } from './order-confirmation'
import { verifyOrderLink } from './order-link'
import {
  findOrderById,
  findOrderBySlug,
  isAwaitingProvider,
  listUserOrders,
  markFailed,
  orderDto,
  orderSummary,
  successPath,
  withOrderSlug,
  type StoredOrder,
} from './orders'
import { testPaymentsEnabled } from './sandbox-payments'
import { addPaymentSession, closeOrderPaymentSessions, paymentDeadline, paymentHandOff } from './payment-sessions'
import { refuseOverThrottle } from '../request-budget'
import { signUpIfNewsletterAccepted } from '../cms/newsletter-signup'
import { PAID_STATUSES, isPaidOrPlaced } from '../fulfilment/order-states'

/** Orders: create (with the payment hand-off), wallet approval, history and detail (brief K). */
export const orderRoutes = endpointRoutes('api/v2/order')

const orderNotFound = () => refuse(404, 'ORDER_NOT_FOUND')

/**
 * Every order call first expires the card and wallet orders whose payment session ended unpaid:
 * their stock goes back (and their place under the cap on open unpaid orders) before a new order
 * is checked, and no answer shows such an order as still payable. The Cron Trigger does the same.
 */
orderRoutes.app.use('*', async (c, next) => {
  // The order's own data (orderGet) and placing an order (orderCreate and orderPlace, before its order is checked)
  // run the expiry beside their first reads instead (issue 38).
  const path = c.req.path
  const beside =
    (c.req.method === 'GET' && path.startsWith(`${orderRoutes.mountPath}/get/`)) ||
    (c.req.method === 'POST' &&
      (path === `${orderRoutes.mountPath}/create` || path === `${orderRoutes.mountPath}/place`))
  if (!beside) await expireAbandonedOrders(c.env.DB)
  await next()
})

/** The caller owns the order: its logged-in user, or whoever holds its cart's id + protect code. */
async function ownsOrder(
  env: Bindings,
  order: StoredOrder,
  userId: number | null,
  cartId?: string,
  protectCode?: string,
): Promise<boolean> {
  const access = await buyerAccess(env, order, { userId, cartId, protectCode })
  return access === 'account' || access === 'cart'
}

orderRoutes.on(commerce.orderCreate, async (c) => {
  const input = c.req.valid('json')
  const db = c.env.DB
  const caller = { lang: c.get('lang'), testPayments: testPaymentsEnabled(c.env), origin: requestOrigin(c) }
  // Abandoned card and wallet orders expire before this one is checked (their stock and their place
  // under the cap on open unpaid orders come back), in the same round trip as its first reads.
  const ordering = await orderingOf(db, c.get('apiUser'), input, caller, expireAbandonedOrderIds(db))
  // Per client, and per buyer's e-mail (where the order e-mails go).
  const refused = await refuseOverThrottle(c, 'order', ordering.buyer.email)
  if (refused) return refused
  const { created, order } = await createOrder(db, caller, input, ordering)
  await Promise.all([
    signUpIfNewsletterAccepted(c, ordering.buyer.email, input.consents),
    // No payment step (cash on delivery, bank transfer, a free order): the order is confirmed now.
    created.html === '' ? queueOrderConfirmation(c, order, false) : null,
  ])
  return ok(c, created)
})

/** order/place (izlog's own, not SPEC): the payment method, the cart's check and the order in one read and one write. */
orderRoutes.on(commerce.orderPlace, (c) => placeOrder(c, c.req.valid('json')))

/**
 * The wallet's return call. It never marks anything paid: the payment is confirmed by the wallet
 * provider on its own page (pay-routes.ts); this only looks the outcome up and answers where to go.
 */
orderRoutes.on(commerce.orderPaymentSuccess, async (c) => {
  const body = c.req.valid('json')
  const { id } = c.req.valid('param')
  if (id !== body.orderId) throw refuse(400, 'ORDER_MISMATCH', { field: 'orderId' })
  const db = c.env.DB
  const order = await findOrderById(db, id)
  const user = c.get('apiUser')
  if (!order || !(await ownsOrder(c.env, order, user?.userId ?? null, body.cartId, body.protectCode)))
    throw orderNotFound()
  if (order.paymentType !== 'WALLET') throw refuse(400, 'NOT_A_WALLET_ORDER')
  if (order.status === 'pending_payment') {
    throw refuse(409, 'PAYMENT_NOT_CONFIRMED')
  }
  // Paid, and maybe gone on already (issue 36: a digital order is delivered the moment it is paid).
  if (!PAID_STATUSES.includes(order.status)) throw refuse(409, 'ORDER_NOT_PAYABLE')
  const redirect = v.safeParse(SafePathSchema, body.internalRedirect)
  const result: PaymentSuccessResult = {
    url: redirect.success ? withOrderSlug(redirect.output, order.slug) : successPath(order),
  }
  return ok(c, result)
})

orderRoutes.on(commerce.orderList, async (c) => {
  const user = requireUser(c)
  const body = c.req.valid('json')
  const p = paging(body.page, body.limit, { page: 1, limit: 10 }, 100)
  const { orders, total } = await listUserOrders(c.env.DB, user.userId, c.get('storeId'), p.limit, p.offset)
  const list: OrderList = pageForms.lastPage(orders.map(orderSummary), total, p)
  return ok(c, list)
})

orderRoutes.on(commerce.orderGet, async (c) => {
  const query = c.req.valid('query')
  const db = c.env.DB
  const slug = c.req.param('slug') ?? ''
  // The expiry, the order and the cart session that may own it start at once (issue 38: one round
  // trip, not three). The answer still never shows an order the expiry has just failed as payable:
  // when this order is one of those it expired, it is read again after the expiry's write.
  const [expired, read, cart] = await Promise.all([
    expireAbandonedOrderIds(db),
    findOrderBySlug(db, slug),
    query.cartId && query.protectCode ? findCart(db, query.cartId, query.protectCode) : Promise.resolve(null),
  ])
  const order = read && expired.includes(read.id) ? await findOrderBySlug(db, slug) : read
  const user = c.get('apiUser')
  if (!order || !ownsByAccountOrCart(order, user?.userId ?? null, cart)) throw orderNotFound()
  return ok(c, await orderDto(c.env, order))
})

/** The signed link of the confirmation e-mail: that one order, for whoever holds the link, until it expires. */
orderRoutes.on(commerce.orderByLink, async (c) => {
  const link = await verifyOrderLink(c.env, c.req.param('token') ?? '')
  if (link.status === 'expired') throw refuse(410, 'ORDER_LINK_EXPIRED')
  const order = link.status === 'valid' ? await findOrderBySlug(c.env.DB, link.orderSlug) : null
  if (!order) throw refuse(404, 'ORDER_LINK_INVALID')
  return ok(c, await orderDto(c.env, order, { audience: 'buyer', linkToken: c.req.param('token') ?? null }))
})

/**
 * "Pay now" (issue 34): a new payment session for a card or wallet order still awaiting its payment,
 * for its owner (ownsOrder) or the holder of its signed link. The session ends when the order's
 * payment time ends; an order whose time is over has failed already (the expiry above ran first).
 */
orderRoutes.on(commerce.orderPay, async (c) => {
  const body = c.req.valid('json')
  const db = c.env.DB
  const order = await findOrderBySlug(db, c.req.param('slug') ?? '')
  const user = c.get('apiUser')
  if (!order || !(await buyerAccess(c.env, order, { ...body, userId: user?.userId ?? null }))) throw orderNotFound()
  if (isPaidOrPlaced(order.status)) throw refuse(409, 'ORDER_ALREADY_PAID')
  if (order.status === 'failed' && paymentResult(order) === 'expired') throw refuse(410, 'ORDER_PAYMENT_EXPIRED')
  const type = order.paymentType
  const until = isAwaitingProvider(order) && testPaymentsEnabled(c.env) ? await paymentDeadline(db, order.id) : null
  if (!until || (type !== 'HPF' && type !== 'WALLET')) throw refuse(409, 'ORDER_NOT_PAYABLE')
  const lang = c.get('lang')
  const token = await addPaymentSession(db, order, lang, body.successURL, body.failureURL, until)
  const result: OrderCreateResult = {
    html: paymentHandOff(type, token, order, order.orderTotalCents, order.currency, lang),
    orderSlug: order.slug,
    orderId: order.id,
  }
  return ok(c, result)
})

/**
 * Giving up a card or wallet payment (issue 34: Back from the provider's page, then "cancel the
 * payment and get the cart back"): for its owner or the cart session holding its cart, never for
 * an order number alone. The order fails (stock back) and its open sessions close, so the provider's
 * page can no longer pay it; the cart can then be reopened (cart/reopen).
 */
orderRoutes.on(commerce.orderCancelPayment, async (c) => {
  const body = c.req.valid('json')
  const db = c.env.DB
  const order = await findOrderBySlug(db, c.req.param('slug') ?? '')
  const user = c.get('apiUser')
  if (!order || !(await ownsOrder(c.env, order, user?.userId ?? null, body.cartId, body.protectCode)))
    throw orderNotFound()
  if (isPaidOrPlaced(order.status)) throw refuse(409, 'ORDER_ALREADY_PAID')
  if (!isAwaitingProvider(order)) throw refuse(409, 'ORDER_NOT_PAYABLE')
  await db.batch([
    closeOrderPaymentSessions(db, order.id),
    ...markFailed(db, order.id, { payment: { result: 'cancelled', by: 'shopper' } }),
  ])
  const result: PaymentCancelled = { orderSlug: order.slug }
  return ok(c, result)
})

const paymentResult = (order: StoredOrder): unknown => {
  const payment = order.extendedDetails['payment']
  return typeof payment === 'object' && payment !== null ? (payment as Record<string, unknown>)['result'] : undefined
}
