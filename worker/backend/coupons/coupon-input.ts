import type { CouponInput } from '../../../contract/schemas/coupons'
import { refuse } from '../http'
import { missingIds } from './coupon-admin-rows'

/** A coupon as it is stored: the amount of its type only, ids once each. */
export type CouponValues = Omit<CouponInput, 'percent' | 'amountCents'> & {
  percent: number | null
  amountCents: number | null
}

/**
 * What the schema cannot see alone, answered at its field (400): a percent coupon needs its
 * percent and a fixed one its amount, the end comes after the start, a customer may not use it
 * more often than everyone together, and the products and categories it names exist.
 */
export async function checkCouponInput(db: D1Database, input: CouponInput): Promise<CouponValues> {
  if (input.type === 'percent' && input.percent === null)
    throw refuse(400, 'COUPON_PERCENT_REQUIRED', { field: 'percent' })
  if (input.type === 'fixed' && input.amountCents === null)
    throw refuse(400, 'COUPON_AMOUNT_REQUIRED', { field: 'amountCents' })
  if (input.validFrom && input.validTo && Date.parse(input.validTo) <= Date.parse(input.validFrom))
    throw refuse(400, 'COUPON_VALID_TO_BEFORE_FROM', { field: 'validTo' })
  if (input.usageLimit !== null && input.perCustomerLimit !== null && input.perCustomerLimit > input.usageLimit)
    throw refuse(400, 'COUPON_CUSTOMER_LIMIT_ABOVE_TOTAL', { field: 'perCustomerLimit' })
  const productIds = [...new Set(input.productIds)]
  const categoryIds = [...new Set(input.categoryIds)]
  if ((await missingIds(db, 'products', productIds)) > 0)
    throw refuse(400, 'COUPON_UNKNOWN_PRODUCT', { field: 'productIds' })
  if ((await missingIds(db, 'categories', categoryIds)) > 0)
    throw refuse(400, 'COUPON_UNKNOWN_CATEGORY', { field: 'categoryIds' })
  return {
    ...input,
    code: input.code.toUpperCase(),
    percent: input.type === 'percent' ? input.percent : null,
    amountCents: input.type === 'fixed' ? input.amountCents : null,
    productIds,
    categoryIds,
  }
}
