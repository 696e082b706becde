import type { PricingCoupon } from './pricing'

export interface CouponRow {
  id: number
  code: string
  type: 'percent' | 'fixed'
  value: number
  min_items_total: number
  valid_from: string | null
  valid_to: string | null
  usage_limit: number | null
  used_count: number
  active: number
}

export const COUPON_NOT_FOUND = 'Coupon not found!'

export async function findCoupon(db: D1Database, code: string): Promise<CouponRow | null> {
  return db.prepare('SELECT * FROM coupons WHERE code = ? COLLATE NOCASE').bind(code.trim()).first<CouponRow>()
}

/**
 * Whether a coupon applies to a cart with this items total (after membership prices) now:
 * active, inside its validity window, usage limit not reached, minimum items total met.
 */
export function couponApplies(coupon: CouponRow, itemsTotal: number, now = new Date()): boolean {
  if (coupon.active !== 1) return false
  const time = now.getTime()
  if (coupon.valid_from && Date.parse(coupon.valid_from) > time) return false
  if (coupon.valid_to && Date.parse(coupon.valid_to) < time) return false
  if (coupon.usage_limit !== null && coupon.used_count >= coupon.usage_limit) return false
  if (itemsTotal <= 0) return false
  return itemsTotal + 1e-9 >= coupon.min_items_total
}

export const pricingCoupon = (coupon: CouponRow): PricingCoupon => ({ type: coupon.type, value: coupon.value })
