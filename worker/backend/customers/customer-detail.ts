import type {
  AdminCustomerConsent,
  AdminCustomerMemberCard,
  AdminCustomerNewsletter,
  AdminCustomerOrder,
} from '../../../contract/dto/customers'
import { ORDER_STATUSES } from '../../../contract/dto/commerce'
import { batchRows, columns, type Row } from '../rows'

/**
 * What the backoffice shows about one customer beside their profile (issue 37): their newest
 * orders and how many there are, the consents they gave (consent_logs), the newsletter under their
 * e-mail and the membership card they hold. One batch of reads.
 */

/** The detail lists this many of the newest orders and consent records (the count says how many orders there are). */
export const ORDERS_SHOWN = 50
export const CONSENTS_SHOWN = 50

const orders = columns('orders')
const readOrder = (r: Row): AdminCustomerOrder => ({
  id: orders.int(r, 'id'),
  slug: orders.text(r, 'slug'),
  status: orders.oneOf(r, 'status', ORDER_STATUSES),
  totalCents: orders.int(r, 'order_total_cents'),
  currency: orders.text(r, 'currency'),
  createdAt: orders.text(r, 'created_at'),
})

/** A consent record's list as sent: unique numbers, or `{ uniqueNumber, accepted }` (the accepted ones). */
function consentNumbers(list: unknown): string[] {
  if (!Array.isArray(list)) return []
  return list.flatMap((item: unknown) => {
    if (typeof item === 'string') return [item]
    if (typeof item === 'object' && item !== null && 'uniqueNumber' in item) {
      const { uniqueNumber, accepted } = item as { uniqueNumber: unknown; accepted?: unknown }
      return typeof uniqueNumber === 'string' && accepted !== false ? [uniqueNumber] : []
    }
    return []
  })
}

const logs = columns('consent_logs')
const readConsent = (r: Row): AdminCustomerConsent => ({
  id: logs.int(r, 'id'),
  status: logs.text(r, 'status'),
  sourceType: logs.text(r, 'source_type'),
  consents: consentNumbers(logs.json<unknown>(r, 'consents', [])),
  at: logs.text(r, 'status_timestamp'),
})

const newsletter = columns('newsletter_subscriptions')
const readNewsletter = (r: Row): AdminCustomerNewsletter => ({
  language: newsletter.text(r, 'language'),
  confirmedAt: newsletter.nullableText(r, 'confirmed_at'),
  since: newsletter.text(r, 'created_at'),
})

const cards = columns('membership_cards')
const readCard = (r: Row): AdminCustomerMemberCard => ({
  barcode: cards.text(r, 'barcode'),
  active: cards.bool(r, 'active'),
  validUntil: cards.nullableText(r, 'valid_until'),
})

export interface CustomerRecords {
  orders: AdminCustomerOrder[]
  orderCount: number
  consents: AdminCustomerConsent[]
  newsletter: AdminCustomerNewsletter | null
  memberCard: AdminCustomerMemberCard | null
}

export async function customerRecords(
  db: D1Database,
  customer: { id: number; email: string; memberCardBarcode: string | null },
): Promise<CustomerRecords> {
  const [orderRows, orderCount, consentRows, newsletterRows, cardRows] = await db.batch([
    db
      .prepare(
        'SELECT id, slug, status, order_total_cents, currency, created_at FROM orders WHERE user_id = ? ORDER BY id DESC LIMIT ?',
      )
      .bind(customer.id, ORDERS_SHOWN),
    db.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?').bind(customer.id),
    db
      .prepare(
        'SELECT id, status, source_type, consents, status_timestamp FROM consent_logs WHERE user_id = ?1 OR email = ?2 COLLATE NOCASE ORDER BY id DESC LIMIT ?3',
      )
      .bind(customer.id, customer.email, CONSENTS_SHOWN),
    db
      .prepare('SELECT language, confirmed_at, created_at FROM newsletter_subscriptions WHERE email = ? COLLATE NOCASE')
      .bind(customer.email),
    db
      .prepare('SELECT barcode, active, valid_until FROM membership_cards WHERE barcode = ?')
      .bind(customer.memberCardBarcode ?? ''),
  ])
  return {
    orders: batchRows(orderRows, readOrder),
    orderCount: batchRows(orderCount, (r) => orders.int(r, 'n'))[0] ?? 0,
    consents: batchRows(consentRows, readConsent),
    newsletter: batchRows(newsletterRows, readNewsletter)[0] ?? null,
    memberCard: customer.memberCardBarcode === null ? null : (batchRows(cardRows, readCard)[0] ?? null),
  }
}
