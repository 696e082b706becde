import type { Locale } from '../../../contract/locales'
import type { OrderCreateResult, WalletPayment } from '../../../contract/dto/commerce'
import { fromCents } from '../money'
import { randomSecret, sha256Hex } from './secrets'
import { batchRows, columns, firstRow, type Row } from '../rows'
import { LOCALES } from '../../../contract/locales'

/**
 * Sessions with the (test) payment provider: the hosted card form and the wallet approval. The
 * token travels in the URL; only its hash is stored. Only the provider's page completes a session.
 */
export const PAYMENT_SESSION_MINUTES = 30

interface PaymentSessionRow {
  id: number
  token_hash: string
  order_id: number
  status: 'pending' | 'succeeded' | 'declined'
  amount_cents: number
  currency: string
  language: Locale
  success_url: string
  failure_url: string
  attempts: number
  expires_at: string
  created_at: string
  completed_at: string | null
}

const sessions = columns('payment_sessions')
const readPaymentSessionRow = (r: Row): PaymentSessionRow => ({
  id: sessions.int(r, 'id'),
  token_hash: sessions.text(r, 'token_hash'),
  order_id: sessions.int(r, 'order_id'),
  status: sessions.oneOf(r, 'status', ['pending', 'succeeded', 'declined']),
  amount_cents: sessions.int(r, 'amount_cents'),
  currency: sessions.text(r, 'currency'),
  language: sessions.oneOf(r, 'language', LOCALES),
  success_url: sessions.text(r, 'success_url'),
  failure_url: sessions.text(r, 'failure_url'),
  attempts: sessions.int(r, 'attempts'),
  expires_at: sessions.text(r, 'expires_at'),
  created_at: sessions.text(r, 'created_at'),
  completed_at: sessions.nullableText(r, 'completed_at'),
})

export interface PaymentSession {
  id: number
  orderId: number
  status: 'pending' | 'succeeded' | 'declined'
  amountCents: number
  currency: string
  language: Locale
  successUrl: string
  failureUrl: string
  attempts: number
  expiresAt: string
}

const toPaymentSession = (row: PaymentSessionRow): PaymentSession => ({
  id: row.id,
  orderId: row.order_id,
  status: row.status,
  amountCents: row.amount_cents,
  currency: row.currency,
  language: row.language,
  successUrl: row.success_url,
  failureUrl: row.failure_url,
  attempts: row.attempts,
  expiresAt: row.expires_at,
})

export interface NewPaymentSession {
  token: string
  /** Insert statement for the order batch (it finds the order by its cart id). */
  statement: D1PreparedStatement
}

export async function newPaymentSession(
  db: D1Database,
  cartId: string,
  amountCents: number,
  currency: string,
  language: Locale,
  successUrl: string,
  failureUrl: string,
): Promise<NewPaymentSession> {
  const token = randomSecret(32)
  const expires = new Date(Date.now() + PAYMENT_SESSION_MINUTES * 60_000).toISOString()
  const statement = db
    .prepare(
      `INSERT INTO payment_sessions (token_hash, order_id, amount_cents, currency, language, success_url, failure_url, expires_at)
       VALUES (?, (SELECT id FROM orders WHERE cart_id = ?), ?, ?, ?, ?, ?, ?)`,
    )
    .bind(await sha256Hex(token), cartId, amountCents, currency, language, successUrl, failureUrl, expires)
  return { token, statement }
}

/**
 * "Pay now" (issue 34): another session for an order still awaiting its card or wallet payment. It
 * ends when the order's payment time ends (`expiresAt`, its last session's end): paying later never
 * extends the time the order holds its stock.
 */
export async function addPaymentSession(
  db: D1Database,
  order: { id: number; orderTotalCents: number; currency: string },
  language: Locale,
  successUrl: string,
  failureUrl: string,
  expiresAt: string,
): Promise<string> {
  const token = randomSecret(32)
  await db
    .prepare(
      `INSERT INTO payment_sessions (token_hash, order_id, amount_cents, currency, language, success_url, failure_url, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      await sha256Hex(token),
      order.id,
      order.orderTotalCents,
      order.currency,
      language,
      successUrl,
      failureUrl,
      expiresAt,
    )
    .run()
  return token
}

/** Until when an order awaiting a card or wallet payment can still be paid: the end of its last open session. */
export async function paymentDeadline(db: D1Database, orderId: number, now = Date.now()): Promise<string | null> {
  const row = await firstRow(
    db
      .prepare("SELECT MAX(expires_at) AS until FROM payment_sessions WHERE order_id = ? AND status = 'pending'")
      .bind(orderId),
    (r: Row) => ({ until: sessions.nullableText(r, 'until') }),
  )
  return row?.until && !isExpired({ expiresAt: row.until }, now) ? row.until : null
}

export async function findPaymentSession(db: D1Database, token: string): Promise<PaymentSession | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null
  const row = await firstRow(
    db.prepare('SELECT * FROM payment_sessions WHERE token_hash = ?').bind(await sha256Hex(token)),
    readPaymentSessionRow,
  )
  return row ? toPaymentSession(row) : null
}

/** Statement closing a pending session with its outcome (batch it with the order's change). */
export const completePaymentSession = (
  db: D1Database,
  sessionId: number,
  status: 'succeeded' | 'declined',
  attempts: number,
) =>
  db
    .prepare(
      "UPDATE payment_sessions SET status = ?, attempts = ?, completed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND status = 'pending'",
    )
    .bind(status, attempts, sessionId)

/** Statement closing an order's open sessions while it still awaits its payment (batch it before markFailed). */
export const closeOrderPaymentSessions = (db: D1Database, orderId: number) =>
  db
    .prepare(
      `UPDATE payment_sessions SET status = 'declined', completed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE order_id = ?1 AND status = 'pending' AND EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND status = 'pending_payment')`,
    )
    .bind(orderId)

export async function recordPaymentAttempt(db: D1Database, sessionId: number, attempts: number): Promise<void> {
  await db.prepare('UPDATE payment_sessions SET attempts = ? WHERE id = ?').bind(attempts, sessionId).run()
}

export const isExpired = (session: Pick<PaymentSession, 'expiresAt'>, now = Date.now()): boolean =>
  Date.parse(session.expiresAt) < now

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

/** The provider's page of a session: the card form (HPF) or the wallet's approval (WALLET). */
export const paymentPageUrl = (token: string, language: Locale): string => `/pay/${token}?lang=${language}`

/** The HTML the storefront injects and submits: a POST form to the hosted payment page. */
export function hostedFormHtml(
  token: string,
  orderSlug: string,
  amount: number,
  currency: string,
  language: Locale,
): string {
  const label = language === 'en' ? 'Continue to payment' : 'Nastavi na plaćanje'
  return [
    `<form method="post" action="${paymentPageUrl(token, language)}" id="izlog-hpf-form" accept-charset="UTF-8">`,
    `<input type="hidden" name="orderSlug" value="${escapeHtml(orderSlug)}">`,
    `<input type="hidden" name="amount" value="${amount.toFixed(2)}">`,
    `<input type="hidden" name="currency" value="${escapeHtml(currency)}">`,
    `<input type="hidden" name="lang" value="${language}">`,
    `<button type="submit">${label}</button>`,
    `</form>`,
  ].join('')
}

export const WALLET_BUTTONS = [{ id: 'izlog-test-wallet', label: 'Izlog Pay (test)' }]

/** What the storefront gets to send the shopper to the provider with a session's token: the card form or the wallet. */
export function paymentHandOff(
  type: 'HPF' | 'WALLET',
  token: string,
  order: { id: number; slug: string },
  amountCents: number,
  currency: string,
  language: Locale,
): OrderCreateResult['html'] {
  if (type === 'HPF') return hostedFormHtml(token, order.slug, fromCents(amountCents), currency, language)
  const wallet: WalletPayment = {
    type: 'wallet',
    mode: 'one-time',
    buttons: WALLET_BUTTONS,
    orderId: order.id,
    amount: fromCents(amountCents),
    currency,
    approveUrl: paymentPageUrl(token, language),
  }
  return wallet
}

/**
 * The test provider gives money back (issue 36): a refund row is written only when `amountCents` fits
 * in what the provider charged for the order (its succeeded sessions) less what it already refunded,
 * checked inside the insert; the same idempotency key twice gives back once. Answers the refund's
 * reference and amount for this key, or null when the provider refused it.
 */
export async function recordProviderRefund(
  db: D1Database,
  orderId: number,
  idempotencyKey: string,
  amountCents: number,
): Promise<{ reference: string; amountCents: number } | null> {
  const [, row] = await db.batch([
    db
      .prepare(
        `INSERT OR IGNORE INTO provider_refunds (order_id, idempotency_key, amount_cents, reference)
         SELECT ?1, ?2, ?3, ?4
         WHERE ?3 > 0 AND ?3 <= (SELECT COALESCE(SUM(amount_cents), 0) FROM payment_sessions WHERE order_id = ?1 AND status = 'succeeded')
           - (SELECT COALESCE(SUM(amount_cents), 0) FROM provider_refunds WHERE order_id = ?1)`,
      )
      .bind(orderId, idempotencyKey, amountCents, `re_${randomSecret(16)}`),
    db
      .prepare('SELECT reference, amount_cents FROM provider_refunds WHERE order_id = ? AND idempotency_key = ?')
      .bind(orderId, idempotencyKey),
  ])
  const refunds = columns('provider_refunds')
  const [found] = batchRows(row, (r: Row) => ({
    reference: refunds.text(r, 'reference'),
    amountCents: refunds.int(r, 'amount_cents'),
  }))
  return found ?? null
}
