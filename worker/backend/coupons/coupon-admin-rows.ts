import type { Locale } from '../../../contract/locales'
import type { AdminCouponDetail, AdminCouponRow } from '../../../contract/dto/coupons'
import { PAID_STATUSES } from '../fulfilment/order-states'
import { containsSql } from '../contains-text'
import { allRows, batchRows, columns, firstRow, type Row } from '../rows'

/**
 * Coupons as the backoffice reads them (issue 37): the list (search by code, filter by active,
 * newest first, one page at a time) with each coupon's uses, the revenue of the paid orders that
 * used it and the discount they got, counted from coupon_uses — facts, not counters.
 */

const coupons = columns('coupons')
const readRow = (r: Row): AdminCouponRow => ({
  id: coupons.int(r, 'id'),
  code: coupons.text(r, 'code'),
  type: coupons.oneOf(r, 'type', ['percent', 'fixed']),
  percent: coupons.nullableReal(r, 'percent'),
  amountCents: coupons.nullableInt(r, 'amount_cents'),
  minItemsTotalCents: coupons.int(r, 'min_items_total_cents'),
  validFrom: coupons.nullableText(r, 'valid_from'),
  validTo: coupons.nullableText(r, 'valid_to'),
  usageLimit: coupons.nullableInt(r, 'usage_limit'),
  perCustomerLimit: coupons.nullableInt(r, 'per_customer_limit'),
  freeShipping: coupons.flag(r, 'free_shipping') === 1,
  active: coupons.flag(r, 'active') === 1,
  restricted: coupons.flag(r, 'restricted') === 1,
  usedCount: coupons.int(r, 'used_count'),
  revenueCents: coupons.int(r, 'revenue_cents'),
  discountCents: coupons.int(r, 'discount_cents'),
})

const PAID = PAID_STATUSES.map((status) => `'${status}'`).join(', ')

const COUPON_SELECT = `SELECT c.id, c.code, c.type, c.percent, c.amount_cents, c.min_items_total_cents, c.valid_from, c.valid_to,
    c.usage_limit, c.per_customer_limit, c.free_shipping, c.active,
    (EXISTS (SELECT 1 FROM coupon_products p WHERE p.coupon_id = c.id)
      OR EXISTS (SELECT 1 FROM coupon_categories k WHERE k.coupon_id = c.id)) AS restricted,
    (SELECT COUNT(*) FROM coupon_uses u WHERE u.coupon_id = c.id) AS used_count,
    (SELECT COALESCE(SUM(o.order_total_cents), 0) FROM coupon_uses u JOIN orders o ON o.id = u.order_id
      WHERE u.coupon_id = c.id AND o.status IN (${PAID})) AS revenue_cents,
    (SELECT COALESCE(-SUM(o.coupon_amount_cents), 0) FROM coupon_uses u JOIN orders o ON o.id = u.order_id
      WHERE u.coupon_id = c.id AND o.status IN (${PAID})) AS discount_cents
  FROM coupons c`

export interface CouponListFilter {
  q?: string
  active?: 'yes' | 'no'
}

/** One page of coupons, newest first, and how many match in all. */
export async function listCoupons(
  db: D1Database,
  filter: CouponListFilter,
  limit: number,
  offset: number,
): Promise<{ rows: AdminCouponRow[]; total: number }> {
  const conditions: string[] = []
  const binds: unknown[] = []
  if (filter.q) {
    binds.push(filter.q)
    conditions.push(containsSql('c.code', `?${binds.length}`))
  }
  if (filter.active) {
    binds.push(filter.active === 'yes' ? 1 : 0)
    conditions.push(`c.active = ?${binds.length}`)
  }
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''
  const n = binds.length
  const [rows, count] = await db.batch([
    db
      .prepare(`${COUPON_SELECT} ${where} ORDER BY c.id DESC LIMIT ?${n + 1} OFFSET ?${n + 2}`)
      .bind(...binds, limit, offset),
    db.prepare(`SELECT COUNT(*) AS total FROM coupons c ${where}`).bind(...binds),
  ])
  return {
    rows: batchRows(rows, readRow),
    total: batchRows(count, (r) => coupons.int(r, 'total'))[0] ?? 0,
  }
}

export const findCouponRow = (db: D1Database, id: number): Promise<AdminCouponRow | null> =>
  firstRow(db.prepare(`${COUPON_SELECT} WHERE c.id = ?`).bind(id), readRow)

/** The id of the coupon with this code (any case), if there is one. */
export async function couponIdByCode(db: D1Database, code: string): Promise<number | null> {
  return firstRow(db.prepare('SELECT id FROM coupons WHERE code = ? COLLATE NOCASE').bind(code), (r) =>
    coupons.int(r, 'id'),
  )
}

const names = columns('coupon_targets')

/** A coupon's restrictions by name (in the page's language), and its owner's note. */
export async function couponTargets(
  db: D1Database,
  id: number,
  lang: Locale,
): Promise<Pick<AdminCouponDetail, 'note' | 'products' | 'categories'>> {
  const [products, categories, note] = await Promise.all([
    allRows(
      db
        .prepare(
          `SELECT p.id, p.sku, COALESCE(t.name, p.sku) AS name FROM coupon_products cp JOIN products p ON p.id = cp.product_id
           LEFT JOIN product_translations t ON t.product_id = p.id AND t.language = ? WHERE cp.coupon_id = ? ORDER BY name`,
        )
        .bind(lang, id),
      (r) => ({ id: names.int(r, 'id'), sku: names.text(r, 'sku'), name: names.text(r, 'name') }),
    ),
    allRows(
      db
        .prepare(
          `SELECT c.id, COALESCE(t.name, '#' || c.id) AS name FROM coupon_categories cc JOIN categories c ON c.id = cc.category_id
           LEFT JOIN category_translations t ON t.category_id = c.id AND t.language = ? WHERE cc.coupon_id = ? ORDER BY name`,
        )
        .bind(lang, id),
      (r) => ({ id: names.int(r, 'id'), name: names.text(r, 'name') }),
    ),
    firstRow(db.prepare('SELECT note FROM coupons WHERE id = ?').bind(id), (r) => coupons.text(r, 'note')),
  ])
  return { note: note ?? '', products, categories }
}

/** How many of these ids name no row of the table (products, categories). */
export async function missingIds(
  db: D1Database,
  table: 'products' | 'categories',
  ids: readonly number[],
): Promise<number> {
  if (ids.length === 0) return 0
  const found = await firstRow(
    db
      .prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE id IN (SELECT DISTINCT value FROM json_each(?))`)
      .bind(JSON.stringify(ids)),
    (r) => names.int(r, 'n'),
  )
  return new Set(ids).size - (found ?? 0)
}
