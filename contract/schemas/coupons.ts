import * as v from 'valibot'
import { V } from '../validation/keys'
import { adminListQuery } from './params'

/**
 * Issue 37, promotions: coupons as the owner writes them. Money is in integer cents; the client's
 * form turns the euros it shows into cents. What depends on two fields (a percent for a percent
 * coupon, the end after the start) the backend checks and answers at that field (coupons/coupon-input.ts).
 */

/** A coupon code: letters, digits, - and _, as shoppers type it (compared without case). */
export const COUPON_CODE_MAX = 40
export const COUPON_NOTE_MAX = 500
/** Products and categories one coupon may name. */
export const COUPON_TARGETS_MAX = 200

const Cents = v.pipe(
  v.number(V.invalid),
  v.integer(V.invalid),
  v.minValue(0, V.invalid),
  v.maxValue(100_000_000, V.invalid),
)
const Limit = v.nullable(
  v.pipe(v.number(V.invalid), v.integer(V.invalid), v.minValue(1, V.invalid), v.maxValue(1_000_000, V.invalid)),
)
const Instant = v.nullable(v.pipe(v.string(V.invalid), v.isoTimestamp(V.invalid)))
const Ids = v.pipe(
  v.array(v.pipe(v.number(V.invalid), v.integer(V.invalid), v.minValue(1, V.invalid))),
  v.maxLength(COUPON_TARGETS_MAX, V.maxLength),
)

/** GET api/v1/admin/coupons: `?q=` finds codes containing it, `?active=yes|no` filters. */
export const CouponsQuerySchema = adminListQuery({ active: v.optional(v.picklist(['yes', 'no'])) })

/** POST api/v1/admin/coupons, PUT api/v1/admin/coupons/:id: the whole coupon. */
export const CouponInputSchema = v.object({
  code: v.pipe(
    v.string(V.required),
    v.trim(),
    v.nonEmpty(V.required),
    v.maxLength(COUPON_CODE_MAX, V.maxLength),
    v.regex(/^[A-Za-z0-9_-]+$/, V.invalid),
  ),
  type: v.picklist(['percent', 'fixed'], V.required),
  percent: v.nullable(v.pipe(v.number(V.invalid), v.minValue(0.01, V.invalid), v.maxValue(100, V.invalid))),
  amountCents: v.nullable(v.pipe(Cents, v.minValue(1, V.invalid))),
  minItemsTotalCents: Cents,
  validFrom: Instant,
  validTo: Instant,
  usageLimit: Limit,
  perCustomerLimit: Limit,
  freeShipping: v.boolean(),
  active: v.boolean(),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(COUPON_NOTE_MAX, V.maxLength)), ''),
  productIds: Ids,
  categoryIds: Ids,
})
export type CouponInput = v.InferOutput<typeof CouponInputSchema>

/** POST api/v1/admin/coupons/:id/active: switch it off (or on again). */
export const CouponActiveSchema = v.object({ active: v.boolean() })
