import { Hono } from 'hono'
import type { Locale } from '../../../contract/locales'
import { isSafePath } from '../../../contract/safe-redirect'
import { ROUTE_MANIFEST } from '../../../contract/routes'
import type { BackendEnv } from '../context'
import { fromCents } from '../money'
import { findOrderById, markFailed, markPaid, withOrderSlug } from './orders'
import { afterPayment } from '../fulfilment/after-payment'
import { renderPayForm, renderPayMessage, renderWalletApproval, type PayError } from './pay-page'
import { testPaymentsEnabled } from './sandbox-payments'
import {
  completePaymentSession,
  findPaymentSession,
  isExpired,
  recordPaymentAttempt,
  type PaymentSession,
} from './payment-sessions'

/**
 * The TEST payment provider's pages (GET/POST /pay/:token), the only place a payment is confirmed.
 * Card (HPF): 4242 4242 4242 4242 pays the order and answers 303 to the success URL;
 * 4000 0000 0000 0002 is declined (order failed, 303 to the failure URL); anything else shows the
 * form again with an error, and "cancel" fails the order. Wallet: "approve" pays, "cancel" fails the order. Off in production
 * unless TEST_PAYMENTS=on.
 */
export const payRoutes = new Hono<BackendEnv>()

export const TEST_CARD_SUCCESS = '4242424242424242'
export const TEST_CARD_DECLINED = '4000000000000002'
const MAX_ATTEMPTS = 10

const pickLang = (value: string | undefined, fallback: Locale): Locale =>
  value === 'en' ? 'en' : value === 'hr' ? 'hr' : fallback

/** Only relative same-site paths are followed (no open redirect). */
const safePath = (path: string, lang: Locale): string => (isSafePath(path) ? path : ROUTE_MANIFEST.home.paths[lang])

function checkCard(
  fields: { cardNumber: string; expiry: string; cvc: string },
  now = new Date(),
): PayError | 'success' | 'declined' {
  const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(fields.expiry.trim())
  const month = Number(expiry?.[1])
  const rawYear = Number(expiry?.[2])
  const year = rawYear < 100 ? 2000 + rawYear : rawYear
  if (!expiry || month < 1 || month > 12 || new Date(Date.UTC(year, month, 1)).getTime() <= now.getTime())
    return 'expiry'
  if (!/^\d{3,4}$/.test(fields.cvc.trim())) return 'cvc'
  const number = fields.cardNumber.replace(/[\s-]/g, '')
  if (number === TEST_CARD_SUCCESS) return 'success'
  if (number === TEST_CARD_DECLINED) return 'declined'
  return 'card'
}

const noStore = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }

payRoutes.on(['GET', 'POST'], '/pay/:token', async (c) => {
  const db = c.env.DB
  const queryLang = c.req.query('lang')
  const form = c.req.method === 'POST' ? await c.req.parseBody() : {}
  const field = (name: string): string | undefined => {
    const value = form[name]
    return typeof value === 'string' ? value : undefined
  }
  if (!testPaymentsEnabled(c.env)) {
    const lang = pickLang(queryLang ?? field('lang'), 'hr')
    return renderPayMessage(c, lang, 'disabled', ROUTE_MANIFEST.home.paths[lang], 404, noStore)
  }
  const session = await findPaymentSession(db, c.req.param('token'))
  if (!session) {
    const lang = pickLang(queryLang ?? field('lang'), 'hr')
    return renderPayMessage(c, lang, 'notFound', ROUTE_MANIFEST.home.paths[lang], 404, noStore)
  }
  const lang = pickLang(queryLang ?? field('lang'), session.language)
  const order = await findOrderById(db, session.orderId)
  const success = (s: PaymentSession) => withOrderSlug(safePath(s.successUrl, lang), order?.slug ?? '')
  const failure = (s: PaymentSession) => withOrderSlug(safePath(s.failureUrl, lang), order?.slug ?? '')
  if (!order || session.status === 'declined' || order.status === 'failed' || order.status === 'cancelled') {
    return c.redirect(failure(session), 303)
  }
  // Paid already (through this session or another), or nothing to pay by card: the shop's success page.
  if (session.status === 'succeeded' || order.status !== 'pending_payment') return c.redirect(success(session), 303)
  if (isExpired(session)) {
    await db.batch(markFailed(db, order.id, { payment: { result: 'expired' } }))
    return renderPayMessage(c, lang, 'expired', failure(session), 410, noStore)
  }
  const view = {
    lang,
    token: c.req.param('token'),
    orderSlug: order.slug,
    amount: fromCents(session.amountCents),
    currency: session.currency,
  }
  const attempts = session.attempts + 1
  const complete = (status: 'succeeded' | 'declined') => completePaymentSession(db, session.id, status, attempts)

  if (order.paymentType === 'WALLET') {
    const action = field('walletAction')
    if (c.req.method === 'GET' || (action !== 'approve' && action !== 'cancel'))
      return renderWalletApproval(c, view, noStore)
    if (action === 'approve') {
      const [, paid] = await db.batch([
        complete('succeeded'),
        ...markPaid(db, order.id, 'provider', { payment: { provider: 'izlog-test-wallet', result: 'paid' } }),
      ])
      if (paid?.meta.changes === 1) await afterPayment(c, order.id)
      return c.redirect(success(session), 303)
    }
    await db.batch([
      complete('declined'),
      ...markFailed(db, order.id, { payment: { provider: 'izlog-test-wallet', result: 'cancelled' } }),
    ])
    return c.redirect(failure(session), 303)
  }

  // "Cancel, back to the shop": the order fails now (its stock goes back) and the failure URL gives the cart back.
  if (c.req.method === 'POST' && field('payAction') === 'cancel') {
    await db.batch([
      complete('declined'),
      ...markFailed(db, order.id, { payment: { provider: 'izlog-test-hpf', result: 'cancelled' } }),
    ])
    return c.redirect(failure(session), 303)
  }
  const cardNumber = field('cardNumber')
  if (c.req.method === 'GET' || cardNumber === undefined) return renderPayForm(c, view, 200, noStore)

  const result = checkCard({ cardNumber, expiry: field('expiry') ?? '', cvc: field('cvc') ?? '' })
  if (result === 'success') {
    const last4 = cardNumber.replace(/[\s-]/g, '').slice(-4)
    const [, paid] = await db.batch([
      complete('succeeded'),
      ...markPaid(db, order.id, 'provider', {
        payment: { provider: 'izlog-test-hpf', result: 'paid', cardLast4: last4 },
      }),
    ])
    if (paid?.meta.changes === 1) await afterPayment(c, order.id)
    return c.redirect(success(session), 303)
  }
  if (result === 'declined' || attempts >= MAX_ATTEMPTS) {
    await db.batch([
      complete('declined'),
      ...markFailed(db, order.id, { payment: { provider: 'izlog-test-hpf', result: 'declined', attempts } }),
    ])
    return c.redirect(failure(session), 303)
  }
  await recordPaymentAttempt(db, session.id, attempts)
  return renderPayForm(c, { ...view, error: result }, 400, noStore)
})
