import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { ORDER_SLUG_FIELD, RETURN_FIELD, type CartOutcome } from '../../contract/cart-form'
import type { CartSession, OrderCreateResult, PaymentCancelled } from '../../contract/dto/commerce'
import { localeFromPath } from '../../contract/locales'
import { buildPath } from '../../contract/routes'
import { safeRedirect } from '../../contract/safe-redirect'
import { ORDER_SLUG, PAYMENT_INCOMPLETE_QUERY } from '../../contract/schemas/checkout'
import type { AppEnv } from '../env'
import { writeCookies } from '../lib/cookies'
import { formFields } from '../forms/form-fields'
import { usePageLocale } from '../middleware/upstream'
import { isOutageStatus } from '../upstream/deadline'
import type { UpstreamError } from '../upstream/types'
import { awaitingOf, reopenSession, settleEndedSession, settleState } from '../cart/after-order'
import { clearedCartCookies, readSession } from '../cart/cart-session'
import { outcomeLocation } from '../cart/form-outcome'
import { handOff, returnPaths } from '../checkout/place-order'
import { paymentHandOffPage } from '../checkout/payment-hand-off-page'

/**
 * /api/cart-form/awaiting-payment: the "pay now" and "give the payment up" of the cart and checkout
 * pages' notice for the cart session's order still awaiting its card or wallet payment (issue 34),
 * as HTML forms for a page whose app has not run (issue 38). Mounted under /api/cart-form, whose
 * guard refuses cross-site posts. The order is always the cookie session's own, read from cart/reopen:
 * the posted number only has to name it, so a forged or stale post (another order, one already paid
 * or given up, no cart cookie) changes nothing and goes back with a translated `?cart=` notice.
 */
export const awaitingPaymentFormRoutes = new Hono<AppEnv>()

type Ctx = Context<AppEnv>

const AwaitingForm = v.looseObject({
  [ORDER_SLUG_FIELD]: v.pipe(v.string(), v.regex(ORDER_SLUG)),
  [RETURN_FIELD]: v.optional(v.unknown()),
})

/** The page the form came from; its language is the answer's, the order's pages' and the provider's. */
function formPage(c: Ctx, returnTo: unknown): string {
  const page = safeRedirect(returnTo, buildPath('cart', c.get('locale')))
  usePageLocale(c, localeFromPath(new URL(page, 'http://same.origin').pathname))
  return page
}

function back(c: Ctx, page: string, outcome: CartOutcome) {
  c.header('Cache-Control', 'no-store')
  return c.redirect(outcomeLocation(page, buildPath('cart', c.get('locale')), outcome), 303)
}

const refusal = (error: UpstreamError): CartOutcome =>
  isOutageStatus(error.status) ? 'unavailable' : 'orderNotAwaiting'

type Awaited =
  { ok: true; page: string; session: CartSession; slug: string } | { ok: false; page: string; outcome: CartOutcome }

/**
 * The session's order awaiting its payment, when it is the one the form names. A session whose
 * order has meanwhile failed or gone through is settled as GET /api/cart settles it (the cart back
 * as a new session, or forgotten), so that read's cart is not lost either.
 */
async function awaitedOrder(c: Ctx): Promise<Awaited> {
  const fields = await formFields(c)
  const page = formPage(c, fields[RETURN_FIELD])
  const form = v.safeParse(AwaitingForm, fields)
  const session = readSession(c)
  if (!session) return { ok: false, page, outcome: 'cartEmpty' }
  if (!form.success) return { ok: false, page, outcome: 'orderNotAwaiting' }
  const state = await reopenSession(c, session)
  if (!state.ok) return { ok: false, page, outcome: refusal(state.error) }
  const slug = form.output[ORDER_SLUG_FIELD]
  if (awaitingOf(state.data)?.orderSlug === slug) return { ok: true, page, session, slug }
  const settled = await settleState(c, session, state.data)
  if (settled) writeCookies(c, settled.cookies)
  return { ok: false, page, outcome: 'orderNotAwaiting' }
}

/**
 * Pay now: a new payment session with the provider, answered with the same hand-off page as the
 * order form's (the provider's checked form, or the wallet's buttons). Paid → the success page;
 * not paid → the cart, which gives the cart back (the order's return paths).
 */
awaitingPaymentFormRoutes.post('/pay', async (c) => {
  const awaited = await awaitedOrder(c)
  if (!awaited.ok) return back(c, awaited.page, awaited.outcome)
  const { page, session, slug } = awaited
  const res = await c.get('upstream').json<OrderCreateResult>({
    method: 'POST',
    path: `api/v2/order/pay/${encodeURIComponent(slug)}`,
    providerHtml: true,
    body: { ...session, ...returnPaths(c.get('locale')) },
  })
  const next = res.ok ? await handOff(c, res.data) : null
  if (next?.ok && (next.placed.next === 'form' || next.placed.next === 'wallet'))
    return paymentHandOffPage(c, next.placed)
  return back(c, page, res.ok ? 'failed' : refusal(res.error))
})

/** Give the payment up: the order fails and its cart comes back as a new session, shown with "payment not completed". */
awaitingPaymentFormRoutes.post('/cancel', async (c) => {
  const awaited = await awaitedOrder(c)
  if (!awaited.ok) return back(c, awaited.page, awaited.outcome)
  const { page, session, slug } = awaited
  const res = await c.get('upstream').json<PaymentCancelled>({
    method: 'POST',
    path: `api/v2/order/cancelPayment/${encodeURIComponent(slug)}`,
    body: session,
  })
  if (!res.ok) return back(c, page, refusal(res.error))
  const settled = await settleEndedSession(c, session)
  writeCookies(c, settled ? settled.cookies : clearedCartCookies())
  c.header('Cache-Control', 'no-store')
  return c.redirect(buildPath('cart', c.get('locale'), {}, PAYMENT_INCOMPLETE_QUERY), 303)
})
