import { describe, expect, it } from 'vitest'
import { priceCart, type PricingInput } from '../commerce/pricing'

/** Issue 37: a restricted coupon's money rules, pure, in cents. */
const base: PricingInput = {
  lines: [
    { finalPriceCents: 4000, membershipPriceCents: null, qty: 1, taxRate: 25 },
    { finalPriceCents: 1000, membershipPriceCents: null, qty: 2, taxRate: 5 },
  ],
  memberCardValid: false,
  coupon: { type: 'percent', percent: 50 },
  delivery: { priceCents: 499, freeOverCents: 6000 },
  digitalOnly: false,
}

describe('a coupon limited to some lines', () => {
  it('takes its percent of the matching rows only, and the VAT of those lines only goes down', () => {
    const all = priceCart(base)
    const first = priceCart({ ...base, couponLines: [true, false] })
    expect(all.coupon).toBe(-3000)
    expect(first.coupon).toBe(-2000)
    expect(first.orderTotal).toBe(6000 - 2000 + 499)
    // 25 % VAT of 2000 left on the first line, 5 % of 2000 on the second, 25 % of the delivery.
    expect(first.tax).toBe(Math.round((2000 * 25) / 125 + (2000 * 5) / 105 + (499 * 25) / 125))
  })

  it('a fixed amount is capped at the matching rows', () => {
    const result = priceCart({ ...base, coupon: { type: 'fixed', amountCents: 5000 }, couponLines: [false, true] })
    expect(result.coupon).toBe(-2000)
  })

  it('free delivery makes the delivery 0 whatever the threshold', () => {
    expect(priceCart({ ...base, coupon: null }).delivery).toBe(0)
    expect(priceCart({ ...base, freeDelivery: false }).delivery).toBe(499)
    expect(priceCart({ ...base, freeDelivery: true }).delivery).toBe(0)
  })
})
