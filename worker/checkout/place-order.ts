import type { Context } from 'hono'
import type * as v from 'valibot'
import type {
  Cart,
  CartSession,
  CartValidation,
  OrderCreateResult,
  OrderPlaceResult,
  PlacedOrder,
} from '../../contract/dto/commerce'
import { cartChange, cartLineChanges, type CartChange, type ShownCart } from '../../contract/cart-change'
import { buildPath } from '../../contract/routes'
import { PAYMENT_INCOMPLETE_QUERY, type CheckoutSubmitSchema } from '../../contract/schemas/checkout'
import type { Locale } from '../../contract/locales'
import type { AppEnv } from '../env'
import { lastOrderCookie, writeCookies } from '../lib/cookies'
import { paymentFormOrigins } from '../lib/payment-origins'
import type { UpstreamError } from '../upstream/types'
import { clearedCartCookies, publicCart } from '../cart/cart-session'
import { providerForm } from '../routes/payment-form'

/**
 * SPEC §4 Order submit on the edge, shared by the app's JSON call (/api/checkout/order) and the
 * checkout's HTML form (/api/checkout-form/order): what happened, for each caller to answer in
 * its own way. A refusal keeps the upstream's error (and the field it names).
 */
export type OrderAnswer =
  | { ok: true; placed: PlacedOrder }
  | { ok: false; error: UpstreamError; field?: string }
  | { ok: false; refused: 'PAYMENT_FORM_REFUSED' }

export type Submit = v.InferOutput<typeof CheckoutSubmitSchema>

type Ctx = Context<AppEnv>

/**
 * Save the payment method, check the cart against what the shopper saw (changed → not placed,
 * the fresh cart comes back), then create the order (which also logs the consents).
 *
 * Issue 38: with the embedded backend it is ONE backend call, order/place (izlog's own, not SPEC:
 * one read round trip and one write batch); when that finds something validateCart must fix, or
 * with an external UPSTREAM_URL (any SPEC-compatible API), SPEC's three calls are made.
 */
export async function placeOrder(c: Ctx, session: CartSession, submit: Submit): Promise<OrderAnswer> {
  return (await placeInOneCall(c, session, submit)) ?? placeInThreeCalls(c, session, submit)
}

/** The order through order/place (embedded backend only); null when SPEC's three calls must be made. */
async function placeInOneCall(c: Ctx, session: CartSession, submit: Submit): Promise<OrderAnswer | null> {
  const upstream = c.get('upstream')
  if (!upstream.embedded) return null
  const { shown } = submit
  const res = await upstream.json<OrderPlaceResult>({
    method: 'POST',
    path: 'api/v2/order/place',
    providerHtml: true,
    body: { ...submit, ...session, ...returnPaths(c.get('locale')) },
  })
  // The payment method's refusal names its field, as savePaymentMethod's does in the three calls.
  if (!res.ok)
    return {
      ok: false,
      error: res.error,
      ...(res.error.code === 'PAYMENT_METHOD_NOT_APPLICABLE' ? { field: 'paymentMethodId' } : {}),
    }
  const result = res.data
  if (result.outcome === 'placed') return placed(c, session, result.created)
  const change = result.outcome === 'changed' ? cartChange(shown, result.check) : 'unchanged'
  // Not placed and nothing written: the cart changed (answered here), or it needs validateCart's fixes.
  return result.outcome === 'changed' && change !== 'unchanged'
    ? cartChanged(shown, change, result.check, result.check.cart)
    : null
}

/** SPEC's three calls: savePaymentMethod beside validateCart, then order/create. */
async function placeInThreeCalls(c: Ctx, session: CartSession, submit: Submit): Promise<OrderAnswer> {
  const { paymentMethodId, companyData, shown, ...input } = submit
  const upstream = c.get('upstream')
  // The payment method's save and the check run side by side (issue 38: one wait for the database,
  // not two): the save changes no line or price, and a refused save is answered before the check.
  const [saved, check] = await Promise.all([
    upstream.json<Cart>({
      method: 'PUT',
      path: 'api/v2/payment/savePaymentMethod',
      body: { ...session, paymentMethodId, companyData },
    }),
    upstream.json<CartValidation>({ method: 'POST', path: 'api/v2/cart/validateCart', body: session }),
  ])
  if (!saved.ok) return { ok: false, error: saved.error, field: 'paymentMethodId' }
  if (!check.ok) return { ok: false, error: check.error }
  const change = cartChange(shown, check.data)
  if (change !== 'unchanged') {
    // Of the two answers' carts, the later one (the higher version) was read after both calls' writes.
    const latest = saved.data.version > check.data.cart.version ? saved.data : check.data.cart
    return cartChanged(shown, change, check.data, latest)
  }
  const res = await upstream.json<OrderCreateResult>({
    method: 'POST',
    path: 'api/v2/order/create',
    providerHtml: true,
    body: {
      ...input,
      cartId: session.cartId,
      protectCode: session.protectCode,
      ...returnPaths(c.get('locale')),
    },
  })
  if (!res.ok) return { ok: false, error: res.error }
  return placed(c, session, res.data)
}

/** Not placed: the cart is not the one the shopper saw; the fresh cart and what changed come back. */
function cartChanged(
  shown: ShownCart,
  change: Exclude<CartChange, 'unchanged'>,
  check: CartValidation,
  latest: Cart,
): OrderAnswer {
  return {
    ok: true,
    placed: { next: 'cartChanged', change, lines: cartLineChanges(shown, check), cart: publicCart(latest) },
  }
}

/** A created order: where the shopper goes next; nothing left to pay here forgets the cart session. */
async function placed(c: Ctx, session: CartSession, created: OrderCreateResult): Promise<OrderAnswer> {
  const next = await handOff(c, created)
  // Nothing left to pay here (cash on delivery, bank transfer, a free order): the cart is done.
  if (next.ok && next.placed.next === 'done') writeCookies(c, [...clearedCartCookies(), lastOrderCookie(session)])
  return next
}

/** Where the shopper goes next for a created order (or a new payment session): the provider's checked form, the wallet, or nowhere. */
export async function handOff(c: Ctx, created: OrderCreateResult): Promise<OrderAnswer> {
  const { html, orderSlug, orderId } = created
  if (typeof html === 'object') return { ok: true, placed: { orderSlug, orderId, next: 'wallet', wallet: html } }
  if (html === '') return { ok: true, placed: { orderSlug, orderId, next: 'done' } }
  const form = await providerForm(html, new URL(c.req.url).origin, paymentFormOrigins(c.env))
  if (form) return { ok: true, placed: { orderSlug, orderId, next: 'form', form } }
  console.error(
    `izlog: order ${orderSlug}: the payment provider's form was refused (not one form posting to an allowed origin)`,
  )
  return { ok: false, refused: 'PAYMENT_FORM_REFUSED' }
}

/**
 * SPEC §4 order return paths. Paid → the success page. Not paid (declined, cancelled on the provider's
 * page, the session ended) → the cart: its GET gives the failed order's cart back as a new session
 * (routes/cart.ts) and the page says the payment was not completed.
 */
export const returnPaths = (locale: Locale) => ({
  successURL: buildPath('checkoutSuccess', locale),
  failureURL: buildPath('cart', locale, {}, PAYMENT_INCOMPLETE_QUERY),
})
