import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { couponApplies, couponRefusal, findCoupon, toCoupon } from './coupons'
import { productId } from './test-fixtures'
import { jarCall, type Jar } from '../../../test/edge/helpers'

const row = {
  id: 9,
  code: 'X',
  valid_from: null,
  valid_to: null,
  usage_limit: null,
  per_customer_limit: null,
  free_shipping: 0,
  used_count: 0,
  customer_uses: 0,
  restricted: 0,
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

describe('a coupon that does not apply says why (issue 34)', () => {
  it('an expired, a not yet valid, a used-up and a below-minimum coupon each have their reason', () => {
    const coupon = toCoupon({ ...row, type: 'fixed', percent: null, amount_cents: 500 })
    if (!coupon) throw new Error('coupon expected')
    const now = new Date('2026-01-01T00:00:00Z')
    expect(couponRefusal({ ...coupon, validTo: '2025-12-31T23:59:59.000Z' }, 5000, now)).toBe('COUPON_EXPIRED')
    expect(couponRefusal({ ...coupon, validFrom: '2026-02-01T00:00:00.000Z' }, 5000, now)).toBe('COUPON_NOT_YET_VALID')
    expect(couponRefusal({ ...coupon, usageLimit: 3, usedCount: 3 }, 5000, now)).toBe('COUPON_USED_UP')
    expect(couponRefusal(coupon, 1999, now)).toBe('COUPON_BELOW_MINIMUM')
    expect(couponRefusal({ ...coupon, active: false }, 5000, now)).toBe('COUPON_NOT_FOUND')
    expect(couponRefusal(coupon, 2000, now)).toBeNull()
  })

  it.each([
    ['hrv', 'Ovaj kupon je istekao.', 'Ovaj kupon vrijedi za narudžbe od 100,00\u00a0€.'],
    ['eng', 'This coupon has expired.', 'This coupon is valid for orders from €100.00.'],
  ])(
    'through the cart page in %s: the seeded EXPIRED2025 says it expired, VR25 its minimum',
    async (language, expired, minimum) => {
      const jar: Jar = {}
      const headers = { language }
      const mask = await productId('IZL-HW-MASKA')
      expect((await jarCall('POST', '/api/cart/items', jar, { productId: mask, qty: 1 }, headers)).status).toBe(200)
      const old = await jarCall('POST', '/api/cart/coupon', jar, { couponCode: 'expired2025' }, headers)
      expect(old.status).toBe(409)
      expect(await old.json()).toMatchObject({ code: 'COUPON_EXPIRED', message: expired })
      const small = await jarCall('POST', '/api/cart/coupon', jar, { couponCode: 'VR25' }, headers)
      expect(await small.json()).toMatchObject({ code: 'COUPON_BELOW_MINIMUM', message: minimum })
      const unknown = await jarCall('POST', '/api/cart/coupon', jar, { couponCode: 'NO-SUCH-CODE' }, headers)
      expect(unknown.status).toBe(404)
      expect(await unknown.json()).toMatchObject({ code: 'COUPON_NOT_FOUND' })
    },
  )
})
