/**
 * Cart money rules (brief K), pure and computed in cents. Prices are gross (tax included).
 * - unit = finalPrice, or membershipPrice when a valid member card is applied and it is lower;
 *   the difference × qty is `loyalty`.
 * - itemsTotal = Σ rows; coupon = −(percent of itemsTotal | fixed), never more than itemsTotal.
 * - delivery = method price; 0 when itemsTotal + coupon ≥ freeOver, 0 for digital-only carts.
 * - orderTotal = itemsTotal + coupon + delivery = cartTotal.
 * - tax = VAT contained in orderTotal: per line at its rate with the coupon spread in proportion
 *   to the rows, delivery at 25 %.
 */
export const DELIVERY_TAX_RATE = 25

export interface PricingLine {
  finalPrice: number
  membershipPrice: number | null
  qty: number
  /** Percent, e.g. 25. */
  taxRate: number
}

export interface PricingCoupon {
  type: 'percent' | 'fixed'
  value: number
}

export interface PricingDelivery {
  price: number
  freeOver: number | null
}

export interface PricingInput {
  lines: PricingLine[]
  memberCardValid: boolean
  coupon: PricingCoupon | null
  delivery: PricingDelivery | null
  digitalOnly: boolean
}

export interface PricedLine {
  unitPrice: number
  regularPrice: number
  row: number
}

export interface PricingResult {
  lines: PricedLine[]
  itemsTotal: number
  coupon: number
  delivery: number
  loyalty: number
  orderTotal: number
  cartTotal: number
  tax: number
}

export const toCents = (amount: number): number => Math.round((amount + Number.EPSILON) * 100)
export const fromCents = (cents: number): number => Math.round(cents) / 100

/** The unit price in cents a line is charged. */
export function unitCents(line: PricingLine, memberCardValid: boolean): number {
  const regular = toCents(line.finalPrice)
  if (!memberCardValid || line.membershipPrice === null) return regular
  return Math.min(regular, toCents(line.membershipPrice))
}

/** Coupon discount in cents (≥ 0) for an items total in cents. */
export function couponCents(coupon: PricingCoupon | null, itemsTotalCents: number): number {
  if (!coupon || itemsTotalCents <= 0) return 0
  const raw = coupon.type === 'percent' ? Math.round((itemsTotalCents * coupon.value) / 100) : toCents(coupon.value)
  return Math.max(0, Math.min(raw, itemsTotalCents))
}

/** Delivery price in cents for the items total after the coupon. */
export function deliveryCents(delivery: PricingDelivery | null, afterCouponCents: number, digitalOnly: boolean): number {
  if (digitalOnly || !delivery) return 0
  if (delivery.freeOver !== null && afterCouponCents >= toCents(delivery.freeOver)) return 0
  return toCents(delivery.price)
}

/** VAT contained in a gross amount (cents, unrounded). */
const containedTax = (grossCents: number, rate: number): number => (rate <= 0 ? 0 : (grossCents * rate) / (100 + rate))

export function priceCart(input: PricingInput): PricingResult {
  const lines = input.lines.map((line) => {
    const unit = unitCents(line, input.memberCardValid)
    const regular = toCents(line.finalPrice)
    return { unit, regular, row: unit * line.qty, saved: (regular - unit) * line.qty, taxRate: line.taxRate }
  })
  const itemsTotal = lines.reduce((sum, l) => sum + l.row, 0)
  const loyalty = lines.reduce((sum, l) => sum + l.saved, 0)
  const discount = couponCents(input.coupon, itemsTotal)
  const delivery = deliveryCents(input.delivery, itemsTotal - discount, input.digitalOnly)
  const orderTotal = itemsTotal - discount + delivery
  let tax = containedTax(delivery, DELIVERY_TAX_RATE)
  for (const l of lines) {
    const share = itemsTotal > 0 ? (discount * l.row) / itemsTotal : 0
    tax += containedTax(l.row - share, l.taxRate)
  }
  return {
    lines: lines.map((l) => ({ unitPrice: fromCents(l.unit), regularPrice: fromCents(l.regular), row: fromCents(l.row) })),
    itemsTotal: fromCents(itemsTotal),
    coupon: discount === 0 ? 0 : -fromCents(discount),
    delivery: fromCents(delivery),
    loyalty: fromCents(loyalty),
    orderTotal: fromCents(orderTotal),
    cartTotal: fromCents(orderTotal),
    tax: fromCents(Math.round(tax)),
  }
}
