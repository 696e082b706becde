import type { Cents } from '../money'
import type { PricingCoupon } from './pricing'
import { columns, firstRow, type Row } from '../rows'

interface CouponRow {
  id: number
  code: string
  type: 'percent' | 'fixed'
  percent: number | null
  amount_cents: number | null
  min_items_total_cents: number
  valid_from: string | null
  valid_to: string | null
  usage_limit: number | null
  used_count: number
  active: number
}

const coupons = columns('coupons')
const readCouponRow = (r: Row): CouponRow => ({
  id: coupons.int(r, 'id'),
  code: coupons.text(r, 'code'),
  type: coupons.oneOf(r, 'type', ['percent', 'fixed']),
  percent: coupons.nullableReal(r, 'percent'),
  amount_cents: coupons.nullableInt(r, 'amount_cents'),
  min_items_total_cents: coupons.int(r, 'min_items_total_cents'),
  valid_from: coupons.nullableText(r, 'valid_from'),
  valid_to: coupons.nullableText(r, 'valid_to'),
  usage_limit: coupons.nullableInt(r, 'usage_limit'),
  used_count: coupons.int(r, 'used_count'),
  active: coupons.flag(r, 'active'),
})

/** A coupon: a percent of the items total or a fixed amount, with its conditions. */
export interface Coupon {
  id: number
  code: string
  discount: PricingCoupon
  minItemsTotalCents: Cents
  validFrom: string | null
  validTo: string | null
  usageLimit: number | null
  usedCount: number
  active: boolean
}

/** Row → coupon; a row whose amount does not match its type (no percent / no amount) is no coupon. */
export function toCoupon(row: CouponRow): Coupon | null {
  const discount: PricingCoupon | null =
    row.type === 'percent'
      ? row.percent === null
        ? null
        : { type: 'percent', percent: row.percent }
      : row.amount_cents === null
        ? null
        : { type: 'fixed', amountCents: row.amount_cents }
  if (!discount) return null
  return {
    id: row.id,
    code: row.code,
    discount,
    minItemsTotalCents: row.min_items_total_cents,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    usageLimit: row.usage_limit,
    usedCount: row.used_count,
    active: row.active === 1,
  }
}

export async function findCoupon(db: D1Database, code: string): Promise<Coupon | null> {
  const row = await firstRow(
    db
      .prepare(
        `SELECT id, code, type, percent, amount_cents, min_items_total_cents, valid_from, valid_to, usage_limit, used_count, active
       FROM coupons WHERE code = ? COLLATE NOCASE`,
      )
      .bind(code.trim()),
    readCouponRow,
  )
  return row ? toCoupon(row) : null
}

/** Statement counting one more use (batched with the order that used it). */
export const countCouponUse = (db: D1Database, couponId: number) =>
  db.prepare('UPDATE coupons SET used_count = used_count + 1 WHERE id = ?').bind(couponId)

/** Why a coupon does not apply: a refusal code of client/i18n/messages/backend/commerce.ts. */
export type CouponRefusal =
  'COUPON_NOT_FOUND' | 'COUPON_NOT_YET_VALID' | 'COUPON_EXPIRED' | 'COUPON_USED_UP' | 'COUPON_BELOW_MINIMUM'

/**
 * Why a coupon does not apply to a cart with this items total in cents (after membership prices)
 * now, or null when it does: active, inside its validity window, usage limit not reached, minimum
 * items total met. A switched-off coupon is "not found", as one that does not exist.
 */
export function couponRefusal(coupon: Coupon, itemsTotalCents: Cents, now = new Date()): CouponRefusal | null {
  if (!coupon.active) return 'COUPON_NOT_FOUND'
  const time = now.getTime()
  if (coupon.validFrom && Date.parse(coupon.validFrom) > time) return 'COUPON_NOT_YET_VALID'
  if (coupon.validTo && Date.parse(coupon.validTo) < time) return 'COUPON_EXPIRED'
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return 'COUPON_USED_UP'
  if (itemsTotalCents <= 0 || itemsTotalCents < coupon.minItemsTotalCents) return 'COUPON_BELOW_MINIMUM'
  return null
}

/** Whether a coupon applies to a cart with this items total in cents now (couponRefusal says why not). */
export const couponApplies = (coupon: Coupon, itemsTotalCents: Cents, now = new Date()): boolean =>
  couponRefusal(coupon, itemsTotalCents, now) === null
