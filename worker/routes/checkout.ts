import type { Context } from 'hono'
import { Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import * as v from 'valibot'
import type { CartSession, Order, OrderCreateResult } from '../../contract/dto/commerce'
import { executionContextOf, holdAfterAnswer, releaseAfterBody } from '../lib/after-answer'
import { hub3BarcodeSvg } from '../lib/hub3-barcode'
import { buildPath } from '../../contract/routes'
import { CheckoutSubmitSchema, ORDER_SLUG } from '../../contract/schemas/checkout'
import type { AppEnv } from '../env'
import { LAST_ORDER_COOKIE } from '../lib/cookies'
import { errorBody } from '../lib/error-body'
import { edgeValidator } from '../middleware/edge-validator'
import { isOutageStatus, outageHeaders } from '../upstream/deadline'
import { edgeText } from '../texts/edge-text'
import type { UpstreamError } from '../upstream/types'
import { readSession } from '../cart/cart-session'
import { handOff, placeOrder, returnPaths, type OrderAnswer } from '../checkout/place-order'

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

/** A refused or failed order call as the JSON the app reads. */
function refusal(c: Context<AppEnv>, answer: Exclude<OrderAnswer, { ok: true }>): Response {
  if ('refused' in answer)
    return c.json(errorBody(502, answer.refused, edgeText(c.get('locale'), 'edge.checkout.unavailable')), 502)
  return upstreamFailure(c, answer.error, answer.field)
}

/**
 * SPEC §4 Order submit, on the server (worker/checkout/place-order.ts): one call from the browser
 * instead of three. Work the backend leaves for after the answer (the confirmation e-mail) starts
 * once this answer's body has been read to its end (worker/lib/after-answer.ts).
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
    if (ctx) holdAfterAnswer(ctx)
    const answer = await placeOrder(c, session, submit)
    const res = answer.ok ? c.json({ data: answer.placed }) : refusal(c, answer)
    return ctx ? releaseAfterBody(ctx, res) : res
  },
)

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
    const next = await handOff(c, res.data)
    return next.ok ? c.json({ data: next.placed }) : refusal(c, next)
  },
)
