import type { Cart } from '../../../contract/dto/commerce'

/**
 * SPEC §4: after an update the server may answer coupon=false while a coupon was set (the cart no
 * longer qualifies). Then the coupon is removed. Returns the dropped code ('' if the server did
 * not name it), or null when nothing was dropped.
 */
export function droppedCoupon(before: Cart | null | undefined, after: Cart): string | null {
  if (after.coupon) return null
  if (after.couponCode) return after.couponCode
  if (before && before.id === after.id && before.coupon) return before.couponCode ?? ''
  return null
}
