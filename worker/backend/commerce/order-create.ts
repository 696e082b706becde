import { assertRequiredConsents, consentLogStatement } from '../cms/consents'
import type { RequestOrigin } from '../cms/consent-origin'
import * as v from 'valibot'
import type { Locale } from '../../../contract/locales'
import type { OrderAddress, OrderCreateResult } from '../../../contract/dto/commerce'
import type { AccessClaims } from '../../lib/tokens'
import { refuse } from '../http'
import { isOutOfStock, reserveStock } from '../catalogue/product-rows'
import { getCheckoutSettings, type StoredCheckoutSettings } from '../settings/repository'
import { buyerFromRead, findCartGuest, type Buyer, type CartGuest } from './buyer'
import { cartStateById, readCartById, type CartReadsById } from './cart-reads-by-id'
import { settledInOrder } from '../settled-in-order'
import { lineAttributes, linePersonalizations, loadCartState, type CartState } from './cart-state'
import {
  archiveCart,
  requireActiveCartWithItems,
  sessionMissing,
  sessionUsed,
  type CartWithItems,
  type StoredCart,
} from './carts'
import { claimCouponUse, couponClaimRefusal } from './coupons'
import { assertSellable, assertStock } from './line-rules'
import { deliversTo, loadPaymentMethods, paymentFits, type PaymentMethodInfo } from './methods'
import { priceFor } from '../shop-methods/rates'
import { snapshotFromInput, storedAddresses } from './order-addresses'
import { insertOrderStatements, insertedOrder, type StoredOrder } from './orders'
import { PAYMENT_SESSION_MINUTES, newPaymentSession, paymentHandOff } from './payment-sessions'
import type { OrderCreateSchema } from '../../../contract/schemas/commerce'

export type OrderCreateInput = v.InferOutput<typeof OrderCreateSchema>

const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error && /UNIQUE constraint failed: orders\.cart_id/i.test(error.message)

/** The trigger of migration 0025 refused a card or wallet order over the cap on open unpaid ones. */
const isOverPendingCap = (error: unknown): boolean =>
  error instanceof Error && /TOO_MANY_PENDING_ORDERS/.test(error.message)

/**
 * The cart being ordered, its buyer and priced state, and what the order is checked against — read
 * in ONE round trip (issue 38): the state and the buyer by the cart's id beside the cart itself
 * (cart-reads-by-id.ts), the checkout settings, payment methods, required consents and the given
 * addresses' countries beside them. The session and the buyer are refused here (the route then
 * throttles by the buyer's e-mail); the rest is refused by createOrder in its order, from `reads`.
 */
export interface Ordering {
  cart: StoredCart
  buyer: Buyer
  state: CartState
  reads: OrderReads
}

/** Reads started with the cart's; awaited (and refused) in createOrder's order. */
interface OrderReads {
  settings: Promise<StoredCheckoutSettings>
  payments: Promise<PaymentMethodInfo[]>
  /** Rejects when a required checkout consent is missing. */
  consents: Promise<unknown>
  shipping: Promise<OrderAddress | null>
  billing: Promise<OrderAddress | null>
}

/** A read whose refusal is taken up later: marked handled now, so it is not reported as unhandled meanwhile. */
function later<T>(read: Promise<T>): Promise<T> {
  read.catch(() => undefined)
  return read
}

export async function orderingOf(
  db: D1Database,
  apiUser: AccessClaims | null,
  input: OrderCreateInput,
  { lang, testPayments }: Pick<OrderCaller, 'lang' | 'testPayments'>,
  /** Expires abandoned card and wallet orders, started beside these reads (order-expiry.ts). */
  swept: Promise<readonly number[]>,
): Promise<Ordering> {
  const reads: OrderReads = {
    settings: later(getCheckoutSettings(db)),
    payments: later(loadPaymentMethods(db, lang, testPayments)),
    consents: later(assertRequiredConsents(db, lang, 'checkout', input.consents)),
    shipping: later(
      input.shippingAddress
        ? snapshotFromInput(db, input.shippingAddress, lang, 'shippingAddress')
        : Promise.resolve(null),
    ),
    billing: later(
      input.billingAddress
        ? snapshotFromInput(db, input.billingAddress, lang, 'billingAddress')
        : Promise.resolve(null),
    ),
  }
  const [found, byId, guest, expired] = await settledInOrder<
    [CartWithItems, CartReadsById, CartGuest | null, readonly number[]]
  >([
    requireActiveCartWithItems(db, input.cartId, input.protectCode, sessionUsed),
    readCartById(db, input.cartId, lang),
    findCartGuest(db, input.cartId),
    swept,
  ])
  const { cart, items } = found
  const [buyer, state] = await settledInOrder<[Buyer, CartState]>([
    buyerFromRead(db, apiUser, cart, input.userId, guest),
    // Orders that expired just now gave their stock back: the cart's products are read again after them.
    expired.length > 0 ? loadCartState(db, cart, lang, items) : cartStateById(db, cart, items, lang, byId),
  ])
  return { cart, buyer, state, reads }
}

/**
 * order/create: checks the cart (items, delivery unless digital-only, payment method, addresses),
 * then in ONE transaction writes the order + lines, archives the cart, claims the coupon use,
 * reserves stock and (card, wallet) opens a session with the (test) payment provider.
 */
export interface OrderCaller {
  lang: Locale
  testPayments: boolean
  /** From where the order came (the edge's client address and visitor id), for the consent log. */
  origin: RequestOrigin
}

/** What createOrder answers, and the order as stored (for its confirmation e-mail). */
export interface CreatedOrder {
  created: OrderCreateResult
  order: StoredOrder
  /** The results of the caller's `after` statements (OrderBatch). */
  afterResults: D1Result[]
}

/**
 * What a caller writes in the order's own batch (order/place, issue 38): `before` the order (the
 * payment method's save, the throttle), and `after` it, knowing whether a payment step follows
 * (the confirmation e-mail's job). A refusal of any of them aborts the order with them.
 */
export interface OrderBatch {
  before: D1PreparedStatement[]
  after: (placed: { paymentStep: boolean }) => D1PreparedStatement[]
}

const NO_BATCH: OrderBatch = { before: [], after: () => [] }

export async function createOrder(
  db: D1Database,
  { lang, origin }: OrderCaller,
  input: OrderCreateInput,
  { cart, buyer, state, reads }: Ordering,
  batch: OrderBatch = NO_BATCH,
): Promise<CreatedOrder> {
  const settings = await reads.settings
  // The checkout page asks a guest to log in; a guest calling the API directly is refused the same way.
  if (settings.loginRequiredToBuy && buyer.userId === null) throw refuse(403, 'LOGIN_REQUIRED_TO_BUY')
  if (state.lines.length === 0) throw refuse(400, 'CART_EMPTY')
  for (const line of state.lines) {
    assertSellable(line.product)
    assertStock(line.product, line.row.qty)
    for (const variant of line.variants) assertSellable(variant)
  }

  const delivery = state.delivery
  let branch: { id: number; name: string; address: string } | null = null
  if (!state.digitalOnly) {
    if (!delivery) throw refuse(400, 'DELIVERY_METHOD_REQUIRED')
    if (delivery.branches.length > 0) {
      const chosen = delivery.branches.find((b) => b.id === state.cart.deliveryBranchId)
      if (!chosen) throw refuse(400, 'BRANCH_REQUIRED')
      branch = { id: chosen.id, name: chosen.name, address: chosen.address }
    }
  }
  const payment = (await reads.payments).find(
    (m) =>
      m.id === state.cart.paymentMethodId &&
      paymentFits(m, { digitalOnly: state.digitalOnly, deliveryMethodId: state.cart.deliveryMethodId }),
  )
  if (!payment) throw refuse(400, 'PAYMENT_METHOD_REQUIRED')
  // The buyer's browser checked them too; the order stands only with every required checkout consent.
  await reads.consents

  const stored =
    input.shippingAddress && input.billingAddress
      ? { shipping: null, billing: null }
      : await storedAddresses(db, buyer, lang)
  const shipping: OrderAddress | null = input.shippingAddress ? await reads.shipping : stored.shipping
  const billing: OrderAddress | null = input.billingAddress ? await reads.billing : (stored.billing ?? shipping)
  // A digital-only order asks for what the invoice needs; one delivered needs a phone on its address.
  if (state.digitalOnly && !billing) throw refuse(400, 'BILLING_ADDRESS_REQUIRED')
  if (!state.digitalOnly && shipping && shipping.contactPhone === '')
    throw refuse(400, 'CONTACT_PHONE_REQUIRED', { field: 'shippingAddress.contactPhone' })
  if (!state.digitalOnly && delivery && branch === null) {
    if (!shipping) throw refuse(400, 'SHIPPING_ADDRESS_REQUIRED')
    const allowed = settings.allowedCountries === 'ALL' || settings.allowedCountries.includes(shipping.country)
    if (!allowed || !deliversTo(delivery, shipping.country)) {
      throw refuse(400, 'DELIVERY_COUNTRY_NOT_SERVED', { params: { method: delivery.name, country: shipping.country } })
    }
    // The delivery was priced for the cart's country: an address in another zone is priced again at the delivery step.
    const quoted = priceFor(delivery, state.deliveryCountry)
    const due = priceFor(delivery, shipping.country)
    if (quoted.priceCents !== due.priceCents || quoted.freeOverCents !== due.freeOverCents)
      throw refuse(409, 'DELIVERY_PRICE_CHANGED', { params: { method: delivery.name, country: shipping.country } })
  }

  const totals = state.totals
  const free = totals.orderTotal <= 0
  const status = payment.paymentType === 'COD' || free ? 'placed' : 'pending_payment'
  const itemsCount = state.lines.reduce((sum, line) => sum + line.row.qty, 0)
  // One note per order: the payment step's (it starts from the cart's instructions), else the cart's.
  const note = input.orderMessage ?? cart.instructions
  const extendedDetails = {
    digitalOnly: state.digitalOnly,
    memberCard: state.memberCardValid ? cart.memberCardBarcode : null,
    gift: { to: input.to, from: input.from },
    paymentType: payment.paymentType,
  }
  const statements: D1PreparedStatement[] = [
    ...batch.before,
    ...insertOrderStatements(
      db,
      {
        cartId: cart.id,
        storeId: cart.storeId,
        userId: buyer.userId,
        guestUserId: buyer.guestUserId,
        email: buyer.email,
        language: lang,
        status,
        itemsTotalCents: totals.itemsTotal,
        couponAmountCents: totals.coupon,
        couponCode: state.coupon?.code ?? null,
        loyaltyAmountCents: totals.loyalty,
        deliveryAmountCents: totals.delivery,
        taxCents: totals.tax,
        orderTotalCents: totals.orderTotal,
        currency: state.currency.code,
        itemsCount,
        giftMessage: input.giftMessage,
        orderMessage: note,
        giftTo: input.to,
        giftFrom: input.from,
        memberCardBarcode: state.memberCardValid ? cart.memberCardBarcode : null,
        deliveryMethod: delivery ? { id: delivery.id, name: delivery.name } : null,
        deliveryBranch: branch,
        paymentMethod: { id: payment.id, name: payment.name, paymentType: payment.paymentType },
        shippingAddress: shipping && !state.digitalOnly ? shipping : null,
        billingAddress: billing,
        companyDataJson: cart.companyData,
        extendedDetails,
        clientAddress: origin.clientAddress,
      },
      state.lines.map((line) => ({
        productId: line.product.id,
        name: line.product.name,
        sku: line.product.sku,
        productType: line.product.type,
        qty: line.row.qty,
        unitPriceCents: line.priced.unitPrice,
        rowTotalCents: line.priced.row,
        couponCents: line.priced.couponShare,
        taxRate: line.product.taxRate,
        options: {
          personalizations: linePersonalizations(line),
          bundleOptions: line.options.bundleOptions,
          attributes: lineAttributes(line),
        },
      })),
    ),
    // Every line: unlimited stock is left alone in the statement, and a product sold when out of stock
    // (whose stock the shop sees as unlimited) still goes down to 0.
    ...state.lines.map((line) => reserveStock(db, line.product.id, line.row.qty)),
    archiveCart(db, cart.id, lang, note),
  ]
  // The coupon's use is claimed with the order; over its limit the whole batch aborts (migration 0052).
  if (state.coupon)
    statements.push(claimCouponUse(db, state.coupon.id, cart.id, { userId: buyer.userId, email: buyer.email }))
  // The checkout logs its consents with the order, as the buyer the order belongs to (not as a page says).
  if (input.consents.length > 0) {
    statements.push(
      consentLogStatement(db, {
        status: 'accepted',
        sourceType: 'checkout',
        consents: input.consents,
        userType: buyer.userId === null ? 'guest' : 'registered',
        email: buyer.email,
        userId: buyer.userId,
        ...origin,
      }),
    )
  }
  let html: OrderCreateResult['html'] = ''
  let token: string | null = null
  if (status === 'pending_payment' && (payment.paymentType === 'HPF' || payment.paymentType === 'WALLET')) {
    const session = await newPaymentSession(
      db,
      cart.id,
      totals.orderTotal,
      state.currency.code,
      lang,
      input.successURL,
      input.failureURL,
    )
    statements.push(session.statement)
    token = session.token
  }
  const paymentStep =
    status === 'pending_payment' && (payment.paymentType === 'HPF' || payment.paymentType === 'WALLET')
  const after = batch.after({ paymentStep })
  statements.push(...after)
  let results: D1Result[]
  try {
    results = await db.batch(statements)
  } catch (error) {
    if (isUniqueViolation(error)) throw sessionUsed()
    if (isOutOfStock(error)) throw refuse(409, 'SOLD_OUT_MEANWHILE')
    const couponRefused = couponClaimRefusal(error)
    if (couponRefused) throw refuse(409, couponRefused, { field: 'couponCode' })
    if (isOverPendingCap(error))
      throw refuse(409, 'TOO_MANY_PENDING_ORDERS', { params: { minutes: PAYMENT_SESSION_MINUTES } })
    throw error
  }
  const order = insertedOrder(results.slice(batch.before.length))
  if (!order) throw sessionMissing()
  if (token && (payment.paymentType === 'HPF' || payment.paymentType === 'WALLET'))
    html = paymentHandOff(payment.paymentType, token, order, totals.orderTotal, state.currency.code, lang)
  return {
    created: { html, orderSlug: order.slug, orderId: order.id },
    order,
    afterResults: results.slice(results.length - after.length),
  }
}
