import type { Bindings } from '../lib/bindings'
import { ORDER_STATUSES } from '../../contract/dto/commerce'

/**
 * Generated backoffice rows for the bench (issue 16: every admin list stays fast with 10,000
 * rows): orders with a line each (paid when created, unless waiting or gone), comments awaiting moderation (never published: visitors see
 * none of them), form submissions, newsletter
 * subscribers, missed paths, outbox e-mails, consent decisions and coupons (with uses) — `n` of each. Every table is
 * filled by one INSERT … SELECT over a counter, so 10,000 rows take a moment. Idempotent: a state
 * that has them already is left alone.
 */

const MARK = 'IZL-B-000001'

/** `CASE i % 3 WHEN 0 THEN 'a' WHEN 1 THEN 'b' ELSE 'c' END`: the values taken in turn by the row number. */
const spreadOf = (values: readonly string[]) =>
  `CASE i % ${values.length} ${values
    .slice(0, -1)
    .map((value, k) => `WHEN ${k} THEN '${value}'`)
    .join(' ')} ELSE '${values[values.length - 1]}' END`

const counter = (n: number) =>
  `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${Math.floor(n)})`

/** A spread of statuses, dates and languages by the row number (deterministic, so reruns match). */
const statements = (n: number): string[] => [
  `${counter(n)} INSERT INTO carts (id, protect_code_hash, status) SELECT 'bulk-cart-' || i, 'bulk', 'archived' FROM n`,
  `${counter(n)} INSERT INTO orders (slug, cart_id, email, language, status, currency, items_count, payment_type, payment_method_name, shipping_address, billing_address,
      created_at, updated_at, items_total_cents, delivery_amount_cents, order_total_cents)
    SELECT printf('IZL-B-%06d', i), 'bulk-cart-' || i, 'kupac' || i || '@bulk.example', CASE i % 3 WHEN 0 THEN 'en' ELSE 'hr' END,
      ${spreadOf(ORDER_STATUSES)},
      'EUR', 1 + i % 4, CASE i % 4 WHEN 0 THEN 'BANK_TRANSFER' WHEN 1 THEN 'COD' WHEN 2 THEN 'HPF' ELSE 'WALLET' END, 'Plaćanje',
      json_object('firstName', 'Ime' || i, 'lastName', 'Prezime' || i, 'contactPhone', '+38591' || i, 'country', 'HR', 'city', 'Zagreb', 'street', 'Ilica', 'houseNumber', '' || i, 'zipCode', '10000'),
      json_object('firstName', 'Ime' || i, 'lastName', 'Prezime' || i, 'contactPhone', '+38591' || i, 'country', 'HR', 'city', 'Zagreb', 'street', 'Ilica', 'houseNumber', '' || i, 'zipCode', '10000'),
      strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || i || ' minutes'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || i || ' minutes'),
      1000 + i % 9000, 500, 1500 + i % 9000
    FROM n`,
  // Paid when created, unless still waiting, cash on delivery not yet paid, or gone (the dashboard's revenue, issue 37).
  `UPDATE orders SET paid_at = created_at WHERE slug LIKE 'IZL-B-%' AND status NOT IN ('pending_payment', 'placed', 'cancelled', 'failed')`,
  `INSERT INTO order_lines (order_id, product_id, name, sku, product_type, qty, unit_price_cents, row_total_cents, tax_rate, options)
    SELECT id, NULL, 'Proizvod ' || id, 'BULK-' || id, 'simple', 1, items_total_cents, items_total_cents, 25, '{}' FROM orders WHERE slug LIKE 'IZL-B-%'`,
  `${counter(n)} INSERT INTO comments (resource_type, resource_id, user_id, body, rating, status, created_at, updated_at)
    SELECT 'post', (SELECT MIN(id) FROM posts), (SELECT MIN(id) FROM users), 'Komentar broj ' || i, NULL,
      CASE i % 2 WHEN 0 THEN 'pending' ELSE 'rejected' END,
      strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || i || ' minutes'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || i || ' minutes')
    FROM n`,
  `${counter(n)} INSERT INTO form_submissions (form_id, language, data, email, created_at)
    SELECT (SELECT MIN(id) FROM forms), 'hr', json_object('name', 'Pošiljatelj ' || i, 'email', 'obrazac' || i || '@bulk.example'), 'obrazac' || i || '@bulk.example',
      strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || i || ' minutes')
    FROM n`,
  `${counter(n)} INSERT INTO newsletter_subscriptions (email, language, confirmed_at, created_at)
    SELECT 'pretplata' || i || '@bulk.example', CASE i % 2 WHEN 0 THEN 'en' ELSE 'hr' END, CASE WHEN i % 4 = 0 THEN NULL ELSE strftime('%Y-%m-%dT%H:%M:%fZ', 'now') END,
      strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || i || ' minutes')
    FROM n`,
  `${counter(n)} INSERT INTO failed_requests (path, hits) SELECT '/bulk/nema-' || i, 1 + (i * 7919) % 500 FROM n`,
  `${counter(n)} INSERT INTO email_outbox (kind, recipient, locale, subject, html, text, status, attempts, next_attempt_at, last_error, created_at)
    SELECT 'verifyEmail', 'primatelj' || i || '@bulk.example', 'hr', 'Poruka ' || i, '<p>x</p>', 'x',
      CASE i % 10 WHEN 0 THEN 'failed' WHEN 1 THEN 'queued' ELSE 'sent' END, CASE i % 10 WHEN 0 THEN 6 ELSE 1 END,
      strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+1 day'), CASE i % 10 WHEN 0 THEN 'provider down' END, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || i || ' minutes')
    FROM n`,
  // Coupons (issue 37): one in seven switched off; every third bulk order that still counts used one.
  `${counter(n)} INSERT INTO coupons (code, type, percent, usage_limit, active, created_at)
    SELECT printf('BULK%06d', i), 'percent', 1 + i % 50, CASE i % 5 WHEN 0 THEN NULL ELSE 100 END, CASE i % 7 WHEN 0 THEN 0 ELSE 1 END,
      strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || i || ' minutes')
    FROM n`,
  `INSERT INTO coupon_uses (coupon_id, order_id, user_id, email, created_at)
    SELECT c.id, o.id, NULL, o.email, o.created_at FROM orders o JOIN coupons c ON c.code = printf('BULK%06d', 1 + o.id % ${Math.max(1, Math.floor(n))})
    WHERE o.slug LIKE 'IZL-B-%' AND o.id % 3 = 0 AND o.status NOT IN ('cancelled', 'failed')`,
  `${counter(n)} INSERT INTO consent_logs (status, status_timestamp, source_type, consents, user_type, email, client_address, created_at)
    SELECT 'accepted', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || i || ' minutes'), CASE i % 3 WHEN 0 THEN 'checkout' WHEN 1 THEN 'register' ELSE 'newsletter' END,
      '["terms-of-sale","privacy"]', 'guest', 'privola' || i || '@bulk.example', '203.0.113.' || (i % 250), strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || i || ' minutes')
    FROM n`,
]

export async function seedBulkBackoffice(env: Pick<Bindings, 'DB'>, n: number): Promise<boolean> {
  if (n <= 0) return false
  if (await env.DB.prepare('SELECT 1 AS one FROM orders WHERE slug = ?').bind(MARK).first()) return false
  await env.DB.batch(statements(n).map((sql) => env.DB.prepare(sql)))
  return true
}
