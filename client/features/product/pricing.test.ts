import { describe, expect, it } from 'vitest'
import { discountPercent, priceView } from './pricing'

describe('product price view', () => {
  it('shows the regular price struck through, the percent and the 30-day lowest only when discounted', () => {
    const view = priceView(
      { retailPrice: 59.99, finalPrice: 44.99, discount: 44.99, discountPercent: 25, membershipPrice: 39.99 },
      42.5,
    )
    expect(view).toEqual({ final: 44.99, regular: 59.99, discountPercent: 25, membership: 39.99, lowest: 42.5 })
  })

  it('has no regular price, percent or lowest-price notice without a discount', () => {
    const view = priceView(
      { retailPrice: 24.9, finalPrice: 24.9, discount: null, discountPercent: 0, membershipPrice: null },
      24.9,
    )
    expect(view).toEqual({ final: 24.9, regular: null, discountPercent: 0, membership: null, lowest: null })
  })

  it('ignores a membership price that is not below the final price', () => {
    expect(
      priceView({ retailPrice: 10, finalPrice: 10, discount: null, discountPercent: 0, membershipPrice: 10 })
        .membership,
    ).toBeNull()
  })

  it('rounds the discount percent from retail and discounted prices', () => {
    expect(discountPercent(59.99, 44.99)).toBe(25)
    expect(discountPercent(30, 20)).toBe(33)
    expect(discountPercent(20, 20)).toBe(0)
  })
})
