import { auditCreatedStatement, auditStatement, type AuditActor } from '../audit-log'
import type { CouponValues } from './coupon-input'

/**
 * The owner's changes to coupons (issue 37), each one batch with its audit entry (subject
 * `coupon:<id>`): create, save (the restrictions written anew) and switch off or on.
 */

export const couponSubject = (id: number): string => `coupon:${id}`

/** A code another coupon already has (any case): the UNIQUE index refused the batch. */
export const isCodeTaken = (error: unknown): boolean =>
  error instanceof Error && /UNIQUE constraint failed: coupons\.code/i.test(error.message)

const auditDetail = (values: CouponValues) => ({
  code: values.code,
  type: values.type,
  percent: values.percent,
  amountCents: values.amountCents,
  minItemsTotalCents: values.minItemsTotalCents,
  validFrom: values.validFrom,
  validTo: values.validTo,
  usageLimit: values.usageLimit,
  perCustomerLimit: values.perCustomerLimit,
  freeShipping: values.freeShipping,
  active: values.active,
  productIds: values.productIds,
  categoryIds: values.categoryIds,
})

const COUPON_OF_CODE = '(SELECT id FROM coupons WHERE code = ?1 COLLATE NOCASE)'

/** The restrictions of the coupon with this code, written anew. */
function targetStatements(db: D1Database, values: CouponValues): D1PreparedStatement[] {
  return [
    db.prepare(`DELETE FROM coupon_products WHERE coupon_id = ${COUPON_OF_CODE}`).bind(values.code),
    db.prepare(`DELETE FROM coupon_categories WHERE coupon_id = ${COUPON_OF_CODE}`).bind(values.code),
    db
      .prepare(
        `INSERT INTO coupon_products (coupon_id, product_id) SELECT ${COUPON_OF_CODE}, p.id FROM products p WHERE p.id IN (SELECT value FROM json_each(?2))`,
      )
      .bind(values.code, JSON.stringify(values.productIds)),
    db
      .prepare(
        `INSERT INTO coupon_categories (coupon_id, category_id) SELECT ${COUPON_OF_CODE}, c.id FROM categories c WHERE c.id IN (SELECT value FROM json_each(?2))`,
      )
      .bind(values.code, JSON.stringify(values.categoryIds)),
  ]
}

const fields = (values: CouponValues) => [
  values.code,
  values.type,
  values.percent,
  values.amountCents,
  values.minItemsTotalCents,
  values.validFrom,
  values.validTo,
  values.usageLimit,
  values.perCustomerLimit,
  values.freeShipping ? 1 : 0,
  values.active ? 1 : 0,
  values.note,
]

/** A new coupon (its code must be free: a taken one fails the batch, isCodeTaken). */
export async function createCoupon(db: D1Database, actor: AuditActor, values: CouponValues): Promise<void> {
  await db.batch([
    db
      .prepare(
        `INSERT INTO coupons (code, type, percent, amount_cents, min_items_total_cents, valid_from, valid_to, usage_limit,
           per_customer_limit, free_shipping, active, note, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
      )
      .bind(...fields(values)),
    auditCreatedStatement(db, { actor, action: 'coupon.create', detail: auditDetail(values) }, 'coupon', 'coupons', {
      column: 'code',
      value: values.code,
    }),
    ...targetStatements(db, values),
  ])
}

/** A coupon saved whole; false when it is gone. */
export async function updateCoupon(
  db: D1Database,
  actor: AuditActor,
  id: number,
  values: CouponValues,
): Promise<boolean> {
  const [updated] = await db.batch([
    db
      .prepare(
        `UPDATE coupons SET code = ?1, type = ?2, percent = ?3, amount_cents = ?4, min_items_total_cents = ?5, valid_from = ?6,
           valid_to = ?7, usage_limit = ?8, per_customer_limit = ?9, free_shipping = ?10, active = ?11, note = ?12,
           updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE id = ?13`,
      )
      .bind(...fields(values), id),
    auditStatement(db, { actor, action: 'coupon.update', subject: couponSubject(id), detail: auditDetail(values) }),
    ...targetStatements(db, values),
  ])
  return (updated?.meta.changes ?? 0) > 0
}

/** A coupon switched off (shoppers are told it does not exist) or on again; false when nothing changed. */
export async function setCouponActive(
  db: D1Database,
  actor: AuditActor,
  id: number,
  active: boolean,
): Promise<boolean> {
  const [updated] = await db.batch([
    db
      .prepare(
        "UPDATE coupons SET active = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND active != ?",
      )
      .bind(active ? 1 : 0, id, active ? 1 : 0),
    auditStatement(db, {
      actor,
      action: active ? 'coupon.activate' : 'coupon.deactivate',
      subject: couponSubject(id),
    }),
  ])
  return (updated?.meta.changes ?? 0) > 0
}
