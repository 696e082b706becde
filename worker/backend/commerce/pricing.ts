import type { Cents } from '../money'

/**
 * Cart money rules (brief K), pure, in integer cents. Prices are gross (tax included).
 * - unit = finalPrice, or membershipPrice when a valid member card is applied and it is lower;
 *   the difference × qty is `loyalty`.
 * - itemsTotal = Σ rows; coupon = −(percent | fixed) of the rows it applies to (all, or those a
 *   restricted coupon names: `couponLines`), never more than those rows.
 * - delivery = method price; 0 when itemsTotal + coupon ≥ freeOver, 0 for digital-only carts,
 *   0 with a free-shipping coupon (`freeDelivery`).
 * - orderTotal = itemsTotal + coupon + delivery = cartTotal.
 * - tax = VAT contained in orderTotal: per line at its rate with the coupon spread in proportion
 *   to the rows it applies to, delivery at 25 %.
 */
export const DELIVERY_TAX_RATE = 25

export interface PricingLine {
  finalPriceCents: Cents
  membershipPriceCents: Cents | null
  qty: number
  /** Percent, e.g. 25. */
  taxRate: number
}

export type PricingCoupon = { type: 'percent'; percent: number } | { type: 'fixed'; amountCents: Cents }

export interface PricingDelivery {
  priceCents: Cents
  freeOverCents: Cents | null
}

export interface PricingInput {
  lines: PricingLine[]
  memberCardValid: boolean
  coupon: PricingCoupon | null
  delivery: PricingDelivery | null
  digitalOnly: boolean
  /** Which lines (by index) the coupon discounts; absent = every line. */
  couponLines?: readonly boolean[]
  /** The coupon makes the delivery free. */
  freeDelivery?: boolean
}

/** A priced line, in cents. */
export interface PricedLine {
  unitPrice: Cents
  regularPrice: Cents
  row: Cents
  /** The line's share of the coupon (≥ 0; the shares add up to the discount). */
  couponShare: Cents
}

/** The cart's totals, in cents (the coupon is ≤ 0). */
export interface PricingResult {
  lines: PricedLine[]
  itemsTotal: Cents
  coupon: Cents
  delivery: Cents
  loyalty: Cents
  orderTotal: Cents
  cartTotal: Cents
  tax: Cents
}

/** The unit price in cents a line is charged. */
export function unitCents(line: PricingLine, memberCardValid: boolean): Cents {
  const regular = line.finalPriceCents
  if (!memberCardValid || line.membershipPriceCents === null) return regular
  return Math.min(regular, line.membershipPriceCents)
}

/** Coupon discount in cents (≥ 0) for an items total in cents. */
export function couponCents(coupon: PricingCoupon | null, itemsTotalCents: Cents): Cents {
  if (!coupon || itemsTotalCents <= 0) return 0
  const raw = coupon.type === 'percent' ? Math.round((itemsTotalCents * coupon.percent) / 100) : coupon.amountCents
  return Math.max(0, Math.min(raw, itemsTotalCents))
}

/** Delivery price in cents for the items total after the coupon. */
export function deliveryCents(delivery: PricingDelivery | null, afterCouponCents: Cents, digitalOnly: boolean): Cents {
  if (digitalOnly || !delivery) return 0
  if (delivery.freeOverCents !== null && afterCouponCents >= delivery.freeOverCents) return 0
  return delivery.priceCents
}

/**
 * `total` cents shared over `weights` in proportion, whole cents, the ones that do not divide going
 * to the largest remainders (first line first on a tie): the shares add up to `total` exactly.
 */
export function shareInProportion(total: Cents, weights: readonly number[]): Cents[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0)
  if (sum <= 0 || total <= 0) return weights.map(() => 0)
  const exact = weights.map((weight) => (total * weight) / sum)
  const shares = exact.map(Math.floor)
  let left = total - shares.reduce((acc, share) => acc + share, 0)
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index)
  for (const { index } of order) {
    if (left <= 0) break
    shares[index] = (shares[index] ?? 0) + 1
    left -= 1
  }
  return shares
}

/** VAT contained in a gross amount (cents, unrounded). */
const containedTax = (grossCents: number, rate: number): number => (rate <= 0 ? 0 : (grossCents * rate) / (100 + rate))

export function priceCart(input: PricingInput): PricingResult {
  const lines = input.lines.map((line) => {
    const unit = unitCents(line, input.memberCardValid)
    const regular = line.finalPriceCents
    return { unit, regular, row: unit * line.qty, saved: (regular - unit) * line.qty, taxRate: line.taxRate }
  })
  const itemsTotal = lines.reduce((sum, l) => sum + l.row, 0)
  const loyalty = lines.reduce((sum, l) => sum + l.saved, 0)
  const discounted = (index: number): boolean => input.couponLines?.[index] ?? true
  const eligibleTotal = lines.reduce((sum, l, index) => (discounted(index) ? sum + l.row : sum), 0)
  const discount = couponCents(input.coupon, eligibleTotal)
  const delivery = input.freeDelivery ? 0 : deliveryCents(input.delivery, itemsTotal - discount, input.digitalOnly)
  const orderTotal = itemsTotal - discount + delivery
  let tax = containedTax(delivery, DELIVERY_TAX_RATE)
  const shares = shareInProportion(
    discount,
    lines.map((l, index) => (discounted(index) ? l.row : 0)),
  )
  lines.forEach((l, index) => {
    tax += containedTax(l.row - (shares[index] ?? 0), l.taxRate)
  })
  return {
    lines: lines.map((l, index) => ({
      unitPrice: l.unit,
      regularPrice: l.regular,
      row: l.row,
      couponShare: shares[index] ?? 0,
    })),
    itemsTotal,
    coupon: discount === 0 ? 0 : -discount,
    delivery,
    loyalty,
    orderTotal,
    cartTotal: orderTotal,
    tax: Math.round(tax),
  }
}
