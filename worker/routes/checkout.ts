import type { Context } from 'hono'
import { Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import * as v from 'valibot'
import type {
  Cart,
  CartSession,
  CartValidation,
  Order,
  OrderCreateResult,
  OrderPlaceResult,
  PlacedOrder,
} from '../../contract/dto/commerce'
import { cartChange, cartLineChanges, type CartChange, type ShownCart } from '../../contract/cart-change'
import { executionContextOf, holdAfterAnswer, releaseAfterBody } from '../lib/after-answer'
import { paymentFormOrigins } from '../lib/payment-origins'
import { providerForm } from './payment-form'
import { hub3BarcodeSvg } from '../lib/hub3-barcode'
import { buildPath } from '../../contract/routes'
import { CheckoutSubmitSchema, ORDER_SLUG, PAYMENT_INCOMPLETE_QUERY } from '../../contract/schemas/checkout'
import type { Locale } from '../../contract/locales'
import type { AppEnv } from '../env'
import { LAST_ORDER_COOKIE, lastOrderCookie, writeCookies } from '../lib/cookies'
import { errorBody } from '../lib/error-body'
import { edgeValidator } from '../middleware/edge-validator'
import { isOutageStatus, outageHeaders } from '../upstream/deadline'
import { edgeText } from '../texts/edge-text'
import type { UpstreamError } from '../upstream/types'
import { clearedCartCookies, publicCart, readSession } from '../cart/cart-session'

/**
 * /api/checkout: placing the order and reading it back. The cart session (HttpOnly cookies) and
 * the return paths of the payment provider are decided here, never by the page. An order that
 * needs no payment step forgets the cart session at once; the ordered cart's session moves to a
 * short-lived cookie so the browser that placed the order can still read its summary.
 */
export const checkoutRoutes = new Hono<AppEnv>()

checkoutRoutes.use('*', async (c, next) => {
  await next()
  c.header('Cache-Control', 'no-store')
})

function readLastOrder(c: Context<AppEnv>): CartSession | null {
  const [cartId, protectCode] = (getCookie(c, LAST_ORDER_COOKIE) ?? '').split(':')
  return cartId && protectCode ? { cartId, protectCode } : null
}

function upstreamFailure(c: Context<AppEnv>, error: UpstreamError, field?: string) {
  if (isOutageStatus(error.status)) {
    return c.json(
      errorBody(503, 'UPSTREAM_UNAVAILABLE', edgeText(c.get('locale'), 'edge.checkout.unavailable')),
      503,
      outageHeaders,
    )
  }
  const status =
    error.status === 403 || error.status === 404 || error.status === 409 || error.status === 410 ? error.status : 400
  return c.json(errorBody(status, error.code ?? 'CHECKOUT_ERROR', error.message, field), status)
}

type Submit = v.InferOutput<typeof CheckoutSubmitSchema>

/**
 * SPEC §4 Order submit, on the server: save the payment method (a refusal names the field
 * `paymentMethodId`, so the page restores the saved choice), check the cart against what the
 * shopper saw (changed → not placed, the fresh cart comes back), then create the order (which also
 * logs the consents). One call from the browser instead of three.
 *
 * Issue 38: with the embedded backend it is ONE backend call, order/place (izlog's own, not SPEC:
 * one read round trip and one write batch); when that finds something validateCart must fix, or
 * with an external UPSTREAM_URL (any SPEC-compatible API), SPEC's three calls are made. Work the
 * backend leaves for after the answer (the confirmation e-mail) starts once this answer's body has
 * been read to its end (worker/lib/after-answer.ts).
 */
checkoutRoutes.post(
  '/order',
  edgeValidator('json', () => CheckoutSubmitSchema),
  async (c) => {
    const session = readSession(c)
    const locale = c.get('locale')
    if (!session) return c.json(errorBody(404, 'NO_CART_SESSION', edgeText(locale, 'edge.cart.noSession')), 404)
    const submit = c.req.valid('json')
    const ctx = executionContextOf(c)
    if (!ctx) return (await placeInOneCall(c, session, submit)) ?? placeInThreeCalls(c, session, submit)
    holdAfterAnswer(ctx)
    const answer = (await placeInOneCall(c, session, submit)) ?? (await placeInThreeCalls(c, session, submit))
    return releaseAfterBody(ctx, answer)
  },
)

/** The order through order/place (embedded backend only); null when SPEC's three calls must be made. */
async function placeInOneCall(c: Context<AppEnv>, session: CartSession, submit: Submit): Promise<Response | null> {
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
    return upstreamFailure(
      c,
      res.error,
      res.error.code === 'PAYMENT_METHOD_NOT_APPLICABLE' ? 'paymentMethodId' : undefined,
    )
  const result = res.data
  if (result.outcome === 'placed') return placed(c, session, result.created)
  const change = result.outcome === 'changed' ? cartChange(shown, result.check) : 'unchanged'
  // Not placed and nothing written: the cart changed (answered here), or it needs validateCart's fixes.
  return result.outcome === 'changed' && change !== 'unchanged'
    ? cartChanged(c, shown, change, result.check, result.check.cart)
    : null
}

/** SPEC's three calls: savePaymentMethod beside validateCart, then order/create. */
async function placeInThreeCalls(c: Context<AppEnv>, session: CartSession, submit: Submit): Promise<Response> {
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
  if (!saved.ok) return upstreamFailure(c, saved.error, 'paymentMethodId')
  if (!check.ok) return upstreamFailure(c, check.error)
  const change = cartChange(shown, check.data)
  if (change !== 'unchanged') {
    // Of the two answers' carts, the later one (the higher version) was read after both calls' writes.
    const latest = saved.data.version > check.data.cart.version ? saved.data : check.data.cart
    return cartChanged(c, shown, change, check.data, latest)
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
  if (!res.ok) return upstreamFailure(c, res.error)
  return placed(c, session, res.data)
}

/** Not placed: the cart is not the one the shopper saw; the fresh cart and what changed come back. */
function cartChanged(
  c: Context<AppEnv>,
  shown: ShownCart,
  change: Exclude<CartChange, 'unchanged'>,
  check: CartValidation,
  latest: Cart,
): Response {
  const answer: PlacedOrder = {
    next: 'cartChanged',
    change,
    lines: cartLineChanges(shown, check),
    cart: publicCart(latest),
  }
  return c.json({ data: answer })
}

/** A created order: where the shopper goes next; nothing left to pay here forgets the cart session. */
async function placed(c: Context<AppEnv>, session: CartSession, created: OrderCreateResult): Promise<Response> {
  const next = await handOff(c, created)
  if (next instanceof Response) return next
  // Nothing left to pay here (cash on delivery, bank transfer, a free order): the cart is done.
  if (next.next === 'done') writeCookies(c, [...clearedCartCookies(), lastOrderCookie(session)])
  return c.json({ data: next })
}

/** Where the shopper goes next for a created order (or a new payment session): the provider's checked form, the wallet, or nowhere. */
async function handOff(c: Context<AppEnv>, created: OrderCreateResult): Promise<PlacedOrder | Response> {
  const { html, orderSlug, orderId } = created
  if (typeof html === 'object') return { orderSlug, orderId, next: 'wallet', wallet: html }
  if (html === '') return { orderSlug, orderId, next: 'done' }
  const form = await providerForm(html, new URL(c.req.url).origin, paymentFormOrigins(c.env))
  if (form) return { orderSlug, orderId, next: 'form', form }
  console.error(
    `izlog: order ${orderSlug}: the payment provider's form was refused (not one form posting to an allowed origin)`,
  )
  return c.json(errorBody(502, 'PAYMENT_FORM_REFUSED', edgeText(c.get('locale'), 'edge.checkout.unavailable')), 502)
}

/**
 * SPEC §4 order return paths. Paid → the success page. Not paid (declined, cancelled on the provider's
 * page, the session ended) → the cart: its GET gives the failed order's cart back as a new session
 * (routes/cart.ts) and the page says the payment was not completed.
 */
const returnPaths = (locale: Locale) => ({
  successURL: buildPath('checkoutSuccess', locale),
  failureURL: buildPath('cart', locale, {}, PAYMENT_INCOMPLETE_QUERY),
})

const SlugParam = v.object({ slug: v.pipe(v.string(), v.regex(ORDER_SLUG)) })

/** An order of this browser: the customer's own, or one made from this browser's (last) cart. */
checkoutRoutes.get(
  '/orders/:slug',
  edgeValidator('param', () => SlugParam),
  async (c) => {
    const { slug } = c.req.valid('param')
    const session = readSession(c) ?? readLastOrder(c)
    const res = await c.get('upstream').json<Order>({
      method: 'GET',
      path: `api/v2/order/get/${encodeURIComponent(slug)}`,
      query: session ? { cartId: session.cartId, protectCode: session.protectCode } : undefined,
    })
    // Somebody else's order (or none): nothing to show, and nothing to tell about it.
    if (!res.ok && (res.status === 403 || res.status === 404)) return c.json({ data: null })
    if (!res.ok) return upstreamFailure(c, res.error)
    return c.json({ data: withBarcode(res.data) })
  },
)

/** A bank-transfer order awaiting payment carries its HUB-3 barcode, drawn here. */
function withBarcode(order: Order): Order {
  const bank = order.bankTransfer
    ? { ...order.bankTransfer, barcodeSvg: hub3BarcodeSvg(order.bankTransfer.payload) }
    : null
  return { ...order, bankTransfer: bank }
}

const TokenParam = v.object({
  token: v.pipe(v.string(), v.maxLength(1000), v.regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)),
})

/** The signed order link of the confirmation e-mail: the order, or 404 (not valid, tampered) / 410 (expired). */
checkoutRoutes.get(
  '/order-link/:token',
  edgeValidator('param', () => TokenParam),
  async (c) => {
    const { token } = c.req.valid('param')
    const res = await c
      .get('upstream')
      .json<Order>({ method: 'GET', path: `api/v2/order/link/${encodeURIComponent(token)}` })
    if (!res.ok) return upstreamFailure(c, res.error)
    return c.json({ data: withBarcode(res.data) })
  },
)

const PayNowSchema = v.object({ linkToken: v.optional(TokenParam.entries.token) })

/**
 * "Pay now" (issue 34) from an order page: a new payment session for a card or wallet order still
 * awaiting its payment — for its customer, this browser's (last) cart, or the holder of its signed
 * link. Not paid this time → back to the order's page, which then shows it failed.
 */
checkoutRoutes.post(
  '/orders/:slug/pay',
  edgeValidator('param', () => SlugParam),
  edgeValidator('json', () => PayNowSchema),
  async (c) => {
    const { slug } = c.req.valid('param')
    const { linkToken } = c.req.valid('json')
    const locale = c.get('locale')
    const session = readSession(c) ?? readLastOrder(c)
    const orderPage = linkToken
      ? buildPath('orderLink', locale, {}, { t: linkToken })
      : buildPath('profileOrder', locale, { slug })
    const res = await c.get('upstream').json<OrderCreateResult>({
      method: 'POST',
      path: `api/v2/order/pay/${encodeURIComponent(slug)}`,
      providerHtml: true,
      body: { ...session, linkToken, successURL: returnPaths(locale).successURL, failureURL: orderPage },
    })
    if (!res.ok) return upstreamFailure(c, res.error)
    const placed = await handOff(c, res.data)
    return placed instanceof Response ? placed : c.json({ data: placed })
  },
)
