import type { Context } from 'hono'
import type * as v from 'valibot'
import type { CartValidation, OrderPlaceResult } from '../../../contract/dto/commerce'
import type { OrderPlaceSchema } from '../../../contract/schemas/commerce'
import { cartChange } from '../../../contract/cart-change'
import { CLIENT_ADDRESS_HEADER, SITE_ORIGIN_HEADER } from '../../../contract/upstream-headers'
import { executionContextOf, afterAnswer } from '../../lib/after-answer'
import type { BackendEnv } from '../context'
import { ok, refuse } from '../http'
import { requestOrigin } from '../cms/consent-origin'
import { consentsFor } from '../cms/consents'
import { newsletterAccepted, signUpForNewsletter } from '../cms/newsletter-signup'
import { deliverDueEmails } from '../email/deliver'
import { outboxInserted } from '../email/outbox'
import { throttleKeys, throttled } from '../request-budget'
import { budgetWait, isBudgetSpent, spendInBatch } from '../request-budget-guard'
import { buyerFields } from './buyer'
import { cartFixes } from './cart-fixes'
import { cartDto } from './cart-state'
import { setCartFields } from './carts'
import { paymentFits } from './methods'
import { confirmationJobStatement, renderEmailJobs } from './order-confirmation-job'
import { createOrder, orderingOf, type CreatedOrder, type OrderBatch } from './order-create'
import { expireAbandonedOrderIds } from './order-expiry'
import { testPaymentsEnabled } from './sandbox-payments'

export type OrderPlaceInput = v.InferOutput<typeof OrderPlaceSchema>

/** A read whose refusal is taken up later: marked handled now, so it is not reported as unhandled meanwhile. */
function later<T>(read: Promise<T>): Promise<T> {
  read.catch(() => undefined)
  return read
}

/**
 * order/place (izlog's own, not SPEC; issue 38): what savePaymentMethod, validateCart and
 * order/create do one after another, in ONE round trip of reads and ONE write batch.
 *
 * Reads (one round trip): order/create's (the cart and its session, state, buyer, settings,
 * payment methods, consents, addresses' countries, the expiry of abandoned orders beside them) and
 * the newsletter's consents. Nothing is read for the throttle: it is spent in the batch.
 *
 * Checks, in the order the three calls made them: the payment method (refused naming the field);
 * anything validateCart would fix (an unavailable line, a cut quantity, a new price, an invalid
 * member card) → `validate`, nothing written, and the caller makes the three calls (validateCart
 * writes the fixes); a cart other than the one the shopper saw → `changed`, nothing written; then
 * order/create's own checks.
 *
 * Writes (one batch, one transaction): the payment method (+ company data) on the cart, the
 * order's throttle (refusing over its limit: request-budget-guard.ts), the order, its lines, stock,
 * coupon use, consent log and the cart's archive (order-create.ts, with every guard it has), and,
 * when no payment step follows, the confirmation e-mail as an outbox job, rendered and sent after
 * the answer (order-confirmation-job.ts; the cron renders what that could not).
 */
export async function placeOrder(c: Context<BackendEnv>, input: OrderPlaceInput): Promise<Response> {
  const db = c.env.DB
  const lang = c.get('lang')
  const caller = { lang, testPayments: testPaymentsEnabled(c.env), origin: requestOrigin(c) }
  const newsletter = later(consentsFor(db, lang, 'newsletter'))
  const ordering = await orderingOf(db, c.get('apiUser'), input, caller, expireAbandonedOrderIds(db))
  const { cart, buyer, state } = ordering
  if (state.lines.length === 0) throw refuse(400, 'CART_EMPTY')
  const method = (await ordering.reads.payments).find(
    (m) =>
      m.id === input.paymentMethodId &&
      paymentFits(m, { digitalOnly: state.digitalOnly, deliveryMethodId: state.cart.deliveryMethodId }),
  )
  if (!method) throw refuse(400, 'PAYMENT_METHOD_NOT_APPLICABLE', { field: 'paymentMethodId' })
  if (cartFixes(db, state).statements.length > 0) return ok<OrderPlaceResult>(c, { outcome: 'validate' })
  const check: CartValidation = { items: [], cart: cartDto(state), validateMemberCard: true, changed: false }
  if (cartChange(input.shown, check) !== 'unchanged') return ok<OrderPlaceResult>(c, { outcome: 'changed', check })

  const companyData = input.companyData
    ? JSON.stringify({ companyName: input.companyData.companyName, oib: input.companyData.oib })
    : null
  const saved = { paymentMethodId: method.id, companyData }
  const throttle = throttleKeys('order', c.req.header(CLIENT_ADDRESS_HEADER), buyer.email)
  const site = c.req.header(SITE_ORIGIN_HEADER) ?? ''
  const batch: OrderBatch = {
    before: [...setCartFields(db, cart.id, { ...buyerFields(buyer, cart), ...saved }), ...spendInBatch(db, throttle)],
    after: ({ paymentStep }) =>
      paymentStep ? [] : [confirmationJobStatement(db, { cartId: cart.id, email: buyer.email, language: lang }, site)],
  }
  const placing = { ...ordering, cart: { ...cart, ...saved }, state: { ...state, cart: { ...state.cart, ...saved } } }
  let placed: CreatedOrder
  try {
    placed = await createOrder(db, caller, input, placing, batch)
  } catch (error) {
    // Per client, and per buyer's e-mail (where the order e-mails go): over either, nothing was written.
    if (isBudgetSpent(error)) return throttled(c, await budgetWait(db, throttle))
    throw error
  }
  const ctx = executionContextOf(c)
  const job = outboxInserted(placed.afterResults[0])
  if (job)
    afterAnswer(ctx, async () => {
      await renderEmailJobs(c.env, [job.id])
      await deliverDueEmails(c.env)
    })
  // The order stands whatever becomes of the sign-up (as signUpIfNewsletterAccepted's failures are only logged).
  const signUp = await newsletter.then(
    (consents) => newsletterAccepted(consents, input.consents),
    (error: unknown) => {
      console.error('izlog: the newsletter sign-up of a ticked box was not written', error)
      return false
    },
  )
  if (signUp) afterAnswer(ctx, () => signUpForNewsletter(c, buyer.email, lang))
  return ok<OrderPlaceResult>(c, { outcome: 'placed', created: placed.created })
}
