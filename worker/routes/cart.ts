import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import * as v from 'valibot'
import type { Locale } from '../../contract/locales'
import type { Cart, CartSession, CartValidation, PaymentCancelled } from '../../contract/dto/commerce'
import type { AppEnv } from '../env'
import { writeCookies, type CookieWrite } from '../lib/cookies'
import { errorBody } from '../lib/error-body'
import { edgeValidator } from '../middleware/edge-validator'
import { createUpstream } from '../upstream/client'
import { upstreamOptions } from '../middleware/upstream'
import type { HttpMethod, UpstreamError } from '../upstream/types'
import { InstructionsSchema } from '../../contract/schemas/cart'
import { edgeText } from '../texts/edge-text'
import { isOutageStatus, outageHeaders } from '../upstream/deadline'
import {
  callCart,
  cartSessionCookies,
  clearedCartCookies,
  endingError,
  publicCart,
  readSession,
  type CartContext,
} from '../cart/cart-session'
import { addToCart, SessionSchema } from '../cart/cart-add'
import { settleEndedSession } from '../cart/after-order'

/**
 * /api/cart: the browser's cart. The session (cartId + protectCode) lives only in HttpOnly
 * cookies set here, so page scripts never see it; every call adds it to the upstream request.
 *
 * Clearing rules (SPEC §4): fetching the cart with an answer of 400, 404 or 409 forgets the
 * session; 'Cart is archived.' and 'Session already used.' on any call forget it too and answer
 * the error (code CART_ARCHIVED / SESSION_ALREADY_USED) so the page can go home. An upstream
 * that is down (status 0 / 5xx) never clears anything: the cart lives on in the upstream.
 */
export const cartRoutes = new Hono<AppEnv>()

cartRoutes.use('*', async (c, next) => {
  await next()
  c.header('Cache-Control', 'no-store')
})

function fail(c: CartContext, error: UpstreamError) {
  const ending = endingError(error)
  if (ending) {
    writeCookies(c, clearedCartCookies())
    const code = ending === 'archived' ? 'CART_ARCHIVED' : 'SESSION_ALREADY_USED'
    return c.json(errorBody(409, code, error.message), 409)
  }
  if (isOutageStatus(error.status)) {
    return c.json(
      errorBody(503, 'UPSTREAM_UNAVAILABLE', edgeText(c.get('locale'), 'edge.cart.unavailable')),
      503,
      outageHeaders,
    )
  }
  const status =
    error.status === 401 || error.status === 403 || error.status === 404 || error.status === 409 ? error.status : 400
  return c.json(errorBody(status, error.code ?? 'CART_ERROR', error.message), status)
}

/** Without a session there is nothing to change: the client treats it like an empty cart. */
const noSession = (c: CartContext) =>
  c.json(errorBody(404, 'NO_CART_SESSION', edgeText(c.get('locale'), 'edge.cart.noSession')), 404)

/** Before a body is checked: no session → NO_CART_SESSION. */
const requireSession = createMiddleware<AppEnv>(async (c, next) => (readSession(c) ? next() : noSession(c)))

// --- Schemas (messages in the request's language) ---------------------------------------------

const positiveId = (message: string) =>
  v.pipe(
    v.union([v.number(message), v.pipe(v.string(message), v.regex(/^\d+$/, message), v.transform(Number))], message),
    v.integer(message),
    v.minValue(1, message),
  )
/** Quantities are checked by the upstream (error.invalidQuantity): only the shape is checked here. */
const RawQty = v.optional(v.union([v.number(), v.pipe(v.string(), v.maxLength(12))]))
const ItemOptions = v.optional(
  v.nullable(
    v.object({
      personalizations: v.optional(
        v.pipe(v.array(v.object({ optionId: v.number(), value: v.union([v.string(), v.number()]) })), v.maxLength(20)),
      ),
      bundleOptions: v.optional(
        v.pipe(
          v.array(v.object({ id: v.number(), options: v.optional(v.nullable(v.object({ productId: v.number() }))) })),
          v.maxLength(20),
        ),
      ),
    }),
  ),
)

const AddSchema = (locale: Locale) =>
  v.object({ productId: positiveId(edgeText(locale, 'edge.cart.badProduct')), qty: RawQty, options: ItemOptions })
const UpdateSchema = (_locale: Locale) => v.object({ qty: RawQty, options: ItemOptions })
const CouponSchema = (locale: Locale) =>
  v.object({
    couponCode: v.pipe(
      v.string(edgeText(locale, 'edge.cart.couponRequired')),
      v.trim(),
      v.minLength(1, edgeText(locale, 'edge.cart.couponRequired')),
      v.maxLength(64, edgeText(locale, 'edge.cart.couponRequired')),
    ),
  })
const MemberCardSchema = (locale: Locale) =>
  v.object({
    barcode: v.pipe(
      v.string(edgeText(locale, 'edge.cart.barcodeInvalid')),
      v.trim(),
      v.maxLength(64, edgeText(locale, 'edge.cart.barcodeInvalid')),
    ),
  })
/** The route only matches digits: the message is never expected to show. */
const ItemParam = (locale: Locale) =>
  v.object({
    itemId: v.pipe(
      v.string(edgeText(locale, 'edge.cart.badItem')),
      v.regex(/^\d+$/, edgeText(locale, 'edge.cart.badItem')),
      v.transform(Number),
    ),
  })

// --- Routes --------------------------------------------------------------------------------

cartRoutes.get('/', async (c) => {
  const session = readSession(c)
  if (!session) return c.json({ data: null })
  const res = await callCart<Cart>(c, 'POST', 'getCart', session)
  if (res.ok) return c.json({ data: publicCart(res.data) })
  if (endingError(res.error)) return afterOrder(c, session, res.error)
  // SPEC §4: 400 / 409 while fetching clear the session; so does a session the upstream does not know.
  if (res.status === 400 || res.status === 404 || res.status === 409) {
    writeCookies(c, clearedCartCookies())
    return c.json({ data: null })
  }
  return fail(c, res.error)
})

/** An ended session as GET /api/cart answers it (worker/cart/after-order.ts); the SPEC §4 ending is the error. */
async function afterOrder(c: CartContext, session: CartSession, ended: UpstreamError) {
  const settled = await settleEndedSession(c, session)
  if (!settled) return fail(c, ended)
  writeCookies(c, settled.cookies)
  return c.json(settled.answer)
}

/**
 * "Cancel the payment and get the cart back" (issue 34): the cookie session's order awaiting its
 * card or wallet payment fails (the backend checks the session holds that order's cart), then the
 * cart comes back like after any failed order.
 */
cartRoutes.post('/orders/:slug/cancel-payment', requireSession, async (c) => {
  const session = readSession(c)
  if (!session) return noSession(c)
  const res = await c.get('upstream').json<PaymentCancelled>({
    method: 'POST',
    path: `api/v2/order/cancelPayment/${encodeURIComponent(c.req.param('slug'))}`,
    body: session,
  })
  if (!res.ok) return fail(c, res.error)
  return afterOrder(c, session, { status: 409, code: 'CART_ARCHIVED', message: 'Cart is archived.' })
})

cartRoutes.post('/items', edgeValidator('json', AddSchema), async (c) => {
  const added = await addToCart(c, c.req.valid('json'))
  if (!added.ok) return added.error ? fail(c, added.error) : noSession(c)
  if (added.created) writeCookies(c, cartSessionCookies(added.created))
  return c.json({ data: publicCart(added.cart) })
})

/**
 * A change of the cookie session's cart (its input already checked, after `requireSession`):
 * the upstream's cart, or its error.
 */
async function changeCart(c: CartContext, method: HttpMethod, call: string, body: Record<string, unknown> = {}) {
  const session = readSession(c)
  if (!session) return noSession(c)
  const res = await callCart<Cart>(c, method, call, session, body)
  return res.ok ? c.json({ data: publicCart(res.data) }) : fail(c, res.error)
}

const item = edgeValidator('param', ItemParam)

cartRoutes.patch('/items/:itemId{[0-9]+}', requireSession, item, edgeValidator('json', UpdateSchema), (c) =>
  changeCart(c, 'PATCH', 'updateItem', { ...c.req.valid('json'), ...c.req.valid('param') }),
)
cartRoutes.delete('/items/:itemId{[0-9]+}', requireSession, item, (c) =>
  changeCart(c, 'DELETE', 'deleteItem', c.req.valid('param')),
)
cartRoutes.post('/coupon', requireSession, edgeValidator('json', CouponSchema), (c) =>
  changeCart(c, 'POST', 'applyCoupon', c.req.valid('json')),
)
cartRoutes.delete('/coupon', (c) => changeCart(c, 'POST', 'removeCoupon'))
cartRoutes.post('/member-card', requireSession, edgeValidator('json', MemberCardSchema), (c) =>
  changeCart(c, 'POST', 'applyMemberCard', c.req.valid('json')),
)
cartRoutes.put(
  '/instructions',
  requireSession,
  edgeValidator('json', () => InstructionsSchema),
  (c) => changeCart(c, 'PATCH', 'setInstructions', c.req.valid('json')),
)

cartRoutes.post('/validate', async (c) => {
  const session = readSession(c)
  if (!session) return noSession(c)
  const res = await callCart<CartValidation>(c, 'POST', 'validateCart', session)
  return res.ok ? c.json({ data: { ...res.data, cart: publicCart(res.data.cart) } }) : fail(c, res.error)
})

/** Forget the session (after an order is placed): the cart stays in the upstream, archived. */
cartRoutes.delete('/session', (c) => {
  writeCookies(c, clearedCartCookies())
  return c.json({ data: null })
})

/** What the login tells the shopper about the cart: lines of the anonymous cart merged into theirs. */
const HandOverSchema = v.object({
  ...SessionSchema.entries,
  mergedLines: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
})

/**
 * After login (SPEC §4): the customer's cart comes to this device, with what the visitor put in
 * the anonymous cart merged into it (the backend's getAbandoned). Called by /api/auth/login;
 * failures are only logged (SPEC §8) and the device keeps its cart.
 */
export async function adoptAbandonedCart(
  c: CartContext,
  accessToken: string,
): Promise<{ cookies: CookieWrite[]; mergedLines: number }> {
  const current = readSession(c)
  const upstream = createUpstream(c.env, c.executionCtx, upstreamOptions(c, accessToken))
  const res = await upstream.json<unknown>({ method: 'POST', path: 'api/v2/cart/getAbandoned', body: current ?? {} })
  if (!res.ok) {
    console.warn(`izlog: abandoned cart not loaded (${res.status} ${res.error.message})`)
    return { cookies: [], mergedLines: 0 }
  }
  const handOver = v.safeParse(HandOverSchema, res.data)
  if (!handOver.success) return { cookies: [], mergedLines: 0 }
  const { mergedLines, ...session } = handOver.output
  const unchanged = current && current.cartId === session.cartId && current.protectCode === session.protectCode
  return { cookies: unchanged ? [] : cartSessionCookies(session), mergedLines }
}
