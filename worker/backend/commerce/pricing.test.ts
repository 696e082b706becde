import { describe, expect, it } from 'vitest'
import { couponCents, deliveryCents, priceCart } from './pricing'

describe('priceCart', () => {
  it('adds rows, a percent coupon, paid delivery and the contained VAT (checked by hand)', () => {
    // 2 × 19.00 (25 %) + 1 × 14.99 (5 %) = 52.99; 10 % coupon = 5.299 → 5.30; 47.69 < 60 → delivery 4.99.
    // orderTotal = 52.99 − 5.30 + 4.99 = 52.68.
    // VAT: coupon spread by rows: 38.00 − 5.30·38/52.99 = 34.1993 → ·25/125 = 6.83986;
    //      14.99 − 5.30·14.99/52.99 = 13.4907 → ·5/105 = 0.64242; delivery 4.99·25/125 = 0.998 → 8.4803 → 8.48.
    const result = priceCart({
      lines: [
        { finalPrice: 19, membershipPrice: null, qty: 2, taxRate: 25 },
        { finalPrice: 14.99, membershipPrice: null, qty: 1, taxRate: 5 },
      ],
      memberCardValid: false,
      coupon: { type: 'percent', value: 10 },
      delivery: { price: 4.99, freeOver: 60 },
      digitalOnly: false,
    })
    expect(result).toMatchObject({ itemsTotal: 52.99, coupon: -5.3, delivery: 4.99, orderTotal: 52.68, cartTotal: 52.68, tax: 8.48, loyalty: 0 })
    expect(result.lines.map((l) => l.row)).toEqual([38, 14.99])
  })

  it('uses membership prices only with a valid card and reports the saving as loyalty', () => {
    const lines = [{ finalPrice: 89, membershipPrice: 79, qty: 2, taxRate: 25 }]
    const without = priceCart({ lines, memberCardValid: false, coupon: null, delivery: null, digitalOnly: false })
    const withCard = priceCart({ lines, memberCardValid: true, coupon: null, delivery: null, digitalOnly: false })
    expect(without).toMatchObject({ itemsTotal: 178, loyalty: 0 })
    expect(withCard).toMatchObject({ itemsTotal: 158, loyalty: 20, orderTotal: 158, tax: 31.6 })
    expect(withCard.lines[0]).toEqual({ unitPrice: 79, regularPrice: 89, row: 158 })
  })

  it('never discounts more than the items total and frees delivery over the threshold', () => {
    expect(couponCents({ type: 'fixed', value: 5 }, 300)).toBe(300)
    expect(couponCents({ type: 'percent', value: 25 }, 10000)).toBe(2500)
    expect(deliveryCents({ price: 4.99, freeOver: 60 }, 6000, false)).toBe(0)
    expect(deliveryCents({ price: 4.99, freeOver: 60 }, 5999, false)).toBe(499)
    expect(deliveryCents({ price: 4.99, freeOver: 60 }, 100, true)).toBe(0)
    const result = priceCart({
      lines: [{ finalPrice: 3, membershipPrice: null, qty: 1, taxRate: 25 }],
      memberCardValid: false,
      coupon: { type: 'fixed', value: 5 },
      delivery: { price: 2.99, freeOver: null },
      digitalOnly: false,
    })
    expect(result).toMatchObject({ itemsTotal: 3, coupon: -3, delivery: 2.99, orderTotal: 2.99, tax: 0.6 })
  })
})
