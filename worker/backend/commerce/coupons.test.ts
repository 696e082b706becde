import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { couponApplies, findCoupon, toCoupon } from './coupons'

const row = {
  id: 9,
  code: 'X',
  valid_from: null,
  valid_to: null,
  usage_limit: null,
  used_count: 0,
  active: 1,
  min_items_total_cents: 2000,
}

describe('coupons repository', () => {
  it('maps a row to a percent or a fixed discount in cents; a row without its amount is no coupon', () => {
    expect(toCoupon({ ...row, type: 'percent', percent: 10, amount_cents: null })?.discount).toEqual({
      type: 'percent',
      percent: 10,
    })
    expect(toCoupon({ ...row, type: 'fixed', percent: null, amount_cents: 500 })).toMatchObject({
      discount: { type: 'fixed', amountCents: 500 },
      minItemsTotalCents: 2000,
      active: true,
    })
    expect(toCoupon({ ...row, type: 'fixed', percent: 10, amount_cents: null })).toBeNull()
    expect(toCoupon({ ...row, type: 'percent', percent: null, amount_cents: 500 })).toBeNull()
  })

  it('reads the seeded coupons (any letter case) with their minimum in cents', async () => {
    expect(await findCoupon(env.DB, ' dobrodosli5 ')).toMatchObject({
      code: 'DOBRODOSLI5',
      discount: { type: 'fixed', amountCents: 500 },
      minItemsTotalCents: 2000,
    })
    expect(await findCoupon(env.DB, 'IZLOG10')).toMatchObject({
      discount: { type: 'percent', percent: 10 },
      minItemsTotalCents: 0,
    })
    expect(await findCoupon(env.DB, 'NO-SUCH-CODE')).toBeNull()
  })

  it('applies from the minimum items total in cents, inside its window and usage limit', async () => {
    const coupon = toCoupon({ ...row, type: 'fixed', percent: null, amount_cents: 500 })
    if (!coupon) throw new Error('coupon expected')
    expect(couponApplies(coupon, 1999)).toBe(false)
    expect(couponApplies(coupon, 2000)).toBe(true)
    expect(couponApplies({ ...coupon, usageLimit: 1, usedCount: 1 }, 5000)).toBe(false)
    expect(
      couponApplies({ ...coupon, validTo: '2025-12-31T23:59:59.000Z' }, 5000, new Date('2026-01-01T00:00:00Z')),
    ).toBe(false)
    expect(couponApplies({ ...coupon, active: false }, 5000)).toBe(false)
  })
})
