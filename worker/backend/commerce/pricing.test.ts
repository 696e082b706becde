import { describe, expect, it } from 'vitest'
import { couponCents, deliveryCents, priceCart } from './pricing'

describe('priceCart (cents)', () => {
  it('adds rows, a percent coupon, paid delivery and the contained VAT (checked by hand)', () => {
    // 2 × 19.00 (25 %) + 1 × 14.99 (5 %) = 52.99; 10 % coupon = 5.299 → 5.30; 47.69 < 60 → delivery 4.99.
    // orderTotal = 52.99 − 5.30 + 4.99 = 52.68.
    // VAT: coupon spread by rows: 38.00 − 5.30·38/52.99 = 34.1993 → ·25/125 = 6.83986;
    //      14.99 − 5.30·14.99/52.99 = 13.4907 → ·5/105 = 0.64242; delivery 4.99·25/125 = 0.998 → 8.4803 → 8.48.
    const result = priceCart({
      lines: [
        { finalPriceCents: 1900, membershipPriceCents: null, qty: 2, taxRate: 25 },
        { finalPriceCents: 1499, membershipPriceCents: null, qty: 1, taxRate: 5 },
      ],
      memberCardValid: false,
      coupon: { type: 'percent', percent: 10 },
      delivery: { priceCents: 499, freeOverCents: 6000 },
      digitalOnly: false,
    })
    expect(result).toMatchObject({
      itemsTotal: 5299,
      coupon: -530,
      delivery: 499,
      orderTotal: 5268,
      cartTotal: 5268,
      tax: 848,
      loyalty: 0,
    })
    expect(result.lines.map((l) => l.row)).toEqual([3800, 1499])
  })

  it('uses membership prices only with a valid card and reports the saving as loyalty', () => {
    const lines = [{ finalPriceCents: 8900, membershipPriceCents: 7900, qty: 2, taxRate: 25 }]
    const without = priceCart({ lines, memberCardValid: false, coupon: null, delivery: null, digitalOnly: false })
    const withCard = priceCart({ lines, memberCardValid: true, coupon: null, delivery: null, digitalOnly: false })
    expect(without).toMatchObject({ itemsTotal: 17800, loyalty: 0 })
    expect(withCard).toMatchObject({ itemsTotal: 15800, loyalty: 2000, orderTotal: 15800, tax: 3160 })
    expect(withCard.lines[0]).toEqual({ unitPrice: 7900, regularPrice: 8900, row: 15800, couponShare: 0 })
  })

  it('never discounts more than the items total and frees delivery over the threshold', () => {
    expect(couponCents({ type: 'fixed', amountCents: 500 }, 300)).toBe(300)
    expect(couponCents({ type: 'percent', percent: 25 }, 10000)).toBe(2500)
    expect(deliveryCents({ priceCents: 499, freeOverCents: 6000 }, 6000, false)).toBe(0)
    expect(deliveryCents({ priceCents: 499, freeOverCents: 6000 }, 5999, false)).toBe(499)
    expect(deliveryCents({ priceCents: 499, freeOverCents: 6000 }, 100, true)).toBe(0)
    const result = priceCart({
      lines: [{ finalPriceCents: 300, membershipPriceCents: null, qty: 1, taxRate: 25 }],
      memberCardValid: false,
      coupon: { type: 'fixed', amountCents: 500 },
      delivery: { priceCents: 299, freeOverCents: null },
      digitalOnly: false,
    })
    expect(result).toMatchObject({ itemsTotal: 300, coupon: -300, delivery: 299, orderTotal: 299, tax: 60 })
  })
})
