import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Cart, CheckoutCountry, DeliveryMethod, PaymentMethod } from '../../../contract/dto/commerce'
import { addItem, cartCall, newCustomer, newGuest, newSession, productId } from './test-fixtures'

const ids = { mask: 0, artbook: 0, game: 0, digitalBundle: 0 }
let croatia = 0
let germany = 0

beforeAll(async () => {
  ids.mask = await productId('IZL-HW-MASKA')
  ids.artbook = await productId('IZL-ARTBOOK')
  ids.game = await productId('IZL-G-DUBOKO')
  ids.digitalBundle = await productId('IZL-BN-OBITELJ')
  croatia = (await env.DB.prepare("SELECT id FROM countries WHERE iso = 'HR'").first<{ id: number }>())?.id ?? 0
  germany = (await env.DB.prepare("SELECT id FROM countries WHERE iso = 'DE'").first<{ id: number }>())?.id ?? 0
})

describe('countries', () => {
  it('lists countries allowed by checkout settings that some delivery method serves', async () => {
    const session = await newSession()
    await addItem(session, ids.mask, 1)
    for (const path of ['/api/v2/checkout/getAvailableCountries', '/api/v2/delivery/getDeliveryByAvailableCountries']) {
      const res = await cartCall<CheckoutCountry[]>('POST', path, session, { language: 'en', type: 'countries' })
      expect(res.status).toBe(200)
      const hr = res.json.data?.find((c) => c.iso === 'HR')
      expect(hr).toMatchObject({ id: croatia, name: 'Croatia' })
    }
  })
})

describe('delivery methods', () => {
  it('prices methods for the cart and frees GLS over 60 € (after the coupon)', async () => {
    const session = await newSession()
    await addItem(session, ids.mask, 2)
    const res = await cartCall<DeliveryMethod[]>('POST', '/api/v2/delivery/getApplicableDeliveryMethods', session, {
      countryId: croatia,
      currencyId: 1,
    })
    expect(res.status).toBe(200)
    const methods = res.json.data ?? []
    const gls = methods.find((m) => m.name === 'Dostava na adresu (GLS)')
    expect(gls).toMatchObject({ price: 4.99, basePrice: 4.99, freeOver: 60, options: [] })
    const pickup = methods.find((m) => m.name === 'Preuzimanje u poslovnici')
    expect(pickup?.options.map((b) => b.name)).toEqual(['Zagreb – Ilica', 'Split – Marmontova', 'Rijeka – Korzo'])
    expect(methods.some((m) => m.name === 'Paketomat')).toBe(true)

    const abroad = await cartCall<DeliveryMethod[]>(
      'POST',
      '/api/v2/delivery/getApplicableDeliveryMethods',
      session,
      { countryId: germany },
      { language: 'en' },
    )
    expect(abroad.json.data?.map((m) => m.name)).toEqual(['Home delivery (GLS)'])

    await addItem(session, ids.mask, 2)
    const free = await cartCall<DeliveryMethod[]>('POST', '/api/v2/delivery/getApplicableDeliveryMethods', session, {
      countryId: croatia,
    })
    expect(free.json.data?.find((m) => m.id === gls?.id)?.price).toBe(0)

    // 19 + 3 × 14.99 = 63.97 → free; with DOBRODOSLI5 (−5) 58.97 < 60 → 4.99 again.
    const second = await newSession()
    await addItem(second, ids.mask, 1)
    await addItem(second, ids.artbook, 3)
    const overThreshold = await cartCall<DeliveryMethod[]>(
      'POST',
      '/api/v2/delivery/getApplicableDeliveryMethods',
      second,
      { countryId: croatia },
    )
    expect(overThreshold.json.data?.find((m) => m.id === gls?.id)?.price).toBe(0)
    const coupon = await cartCall('POST', '/api/v2/cart/applyCoupon', second, { couponCode: 'DOBRODOSLI5' })
    expect(coupon.json.data?.prices.converted).toMatchObject({ itemsTotal: 63.97, coupon: -5 })
    const afterCoupon = await cartCall<DeliveryMethod[]>(
      'POST',
      '/api/v2/delivery/getApplicableDeliveryMethods',
      second,
      { countryId: croatia },
    )
    expect(afterCoupon.json.data?.find((m) => m.id === gls?.id)?.price).toBe(4.99)
  })

  it("refuses to save without a user ('No active user') and enforces branch rules", async () => {
    const session = await newSession()
    await addItem(session, ids.mask, 1)
    const methods =
      (
        await cartCall<DeliveryMethod[]>('POST', '/api/v2/delivery/getApplicableDeliveryMethods', session, {
          countryId: croatia,
        })
      ).json.data ?? []
    const pickup = methods.find((m) => m.options.length > 0)
    const gls = methods.find((m) => m.freeOver === 60)
    if (!pickup || !gls) throw new Error('seeded methods missing')

    const noUser = await cartCall('PUT', '/api/v2/delivery/saveDeliveryMethod', session, { deliveryMethodId: gls.id })
    expect(noUser.status).toBe(400)
    expect(noUser.json.code).toBe('NO_ACTIVE_USER')
    const unknownGuest = await cartCall('PUT', '/api/v2/delivery/saveDeliveryMethod', session, {
      userId: 99999999,
      deliveryMethodId: gls.id,
    })
    expect(unknownGuest.json.code).toBe('NOT_THE_CARTS_BUYER')

    const guest = await newGuest(session)
    const noBranch = await cartCall('PUT', '/api/v2/delivery/saveDeliveryMethod', session, {
      userId: guest.id,
      deliveryMethodId: pickup.id,
    })
    expect(noBranch.status).toBe(400)
    expect(noBranch.json.code).toBe('BRANCH_REQUIRED')
    const foreignBranch = await cartCall('PUT', '/api/v2/delivery/saveDeliveryMethod', session, {
      userId: guest.id,
      deliveryMethodId: pickup.id,
      branchId: 999999,
    })
    expect(foreignBranch.json.code).toBe('BRANCH_INVALID')
    const branchOnGls = await cartCall('PUT', '/api/v2/delivery/saveDeliveryMethod', session, {
      userId: guest.id,
      deliveryMethodId: gls.id,
      branchId: pickup.options[0]?.id,
    })
    expect(branchOnGls.json.code).toBe('BRANCH_INVALID')
    const unknownMethod = await cartCall('PUT', '/api/v2/delivery/saveDeliveryMethod', session, {
      userId: guest.id,
      deliveryMethodId: 999999,
    })
    expect(unknownMethod.json.code).toBe('DELIVERY_METHOD_NOT_APPLICABLE')

    const branchId = pickup.options[1]?.id
    const saved = await cartCall<Cart>('PUT', '/api/v2/delivery/saveDeliveryMethod', session, {
      userId: guest.id,
      deliveryMethodId: pickup.id,
      branchId,
    })
    expect(saved.status).toBe(200)
    expect(saved.json.data).toMatchObject({ deliveryMethodId: pickup.id, options: { deliveryBranchId: branchId } })
    const row = await env.DB.prepare('SELECT guest_user_id FROM carts WHERE id = ?')
      .bind(session.cartId)
      .first<{ guest_user_id: number }>()
    expect(row?.guest_user_id).toBe(guest.id)

    const viaToken = await cartCall<Cart>(
      'PUT',
      '/api/v2/delivery/saveDeliveryMethod',
      session,
      { deliveryMethodId: gls.id },
      { token: (await newCustomer()).token },
    )
    expect(viaToken.json.data).toMatchObject({ deliveryMethodId: gls.id, options: { deliveryBranchId: null } })
    expect(viaToken.json.data?.prices.converted).toMatchObject({ itemsTotal: 19, delivery: 4.99, orderTotal: 23.99 })
  })

  it('computes totals with coupon, delivery and tax together (checked by hand)', async () => {
    const session = await newSession()
    const customer = await newCustomer()
    await addItem(session, ids.mask, 2)
    await addItem(session, ids.artbook, 1)
    await cartCall('POST', '/api/v2/cart/applyCoupon', session, { couponCode: 'IZLOG10' })
    const methods =
      (
        await cartCall<DeliveryMethod[]>('POST', '/api/v2/delivery/getApplicableDeliveryMethods', session, {
          countryId: croatia,
        })
      ).json.data ?? []
    const gls = methods.find((m) => m.freeOver === 60)
    const saved = await cartCall<Cart>(
      'PUT',
      '/api/v2/delivery/saveDeliveryMethod',
      session,
      { deliveryMethodId: gls?.id },
      { token: customer.token },
    )
    // 2 × 19.00 (25 %) + 14.99 (5 %) = 52.99; −10 % = −5.30; 47.69 < 60 → GLS 4.99; total 52.68.
    // VAT = (38 − 5.30·38/52.99)·0.2 + (14.99 − 5.30·14.99/52.99)·5/105 + 4.99·0.2 = 6.840 + 0.642 + 0.998 = 8.48.
    expect(saved.json.data?.prices.converted).toEqual({
      itemsTotal: 52.99,
      coupon: -5.3,
      delivery: 4.99,
      loyalty: 0,
      orderTotal: 52.68,
      cartTotal: 52.68,
      tax: 8.48,
    })
  })

  it('has no delivery for digital-only carts (eProducts and all-digital bundles)', async () => {
    const session = await newSession()
    const cart = await addItem(session, ids.game, 1)
    const withBundle = await addItem(session, ids.digitalBundle, 1)
    expect(cart.digitalOnly).toBe(true)
    expect(withBundle.digitalOnly).toBe(true)
    const methods = await cartCall<DeliveryMethod[]>('POST', '/api/v2/delivery/getApplicableDeliveryMethods', session, {
      countryId: croatia,
    })
    expect(methods.json.data).toEqual([])
    const guest = await newGuest(session)
    const save = await cartCall('PUT', '/api/v2/delivery/saveDeliveryMethod', session, {
      userId: guest.id,
      deliveryMethodId: 1,
    })
    expect(save.status).toBe(400)
    expect(save.json.code).toBe('DELIVERY_NOT_NEEDED')
    const payments = await cartCall<PaymentMethod[]>('POST', '/api/v2/payment/getApplicablePaymentMethods', session, {
      userId: guest.id,
    })
    expect(payments.json.data?.map((p) => p.paymentType)).toEqual(['HPF', 'WALLET', 'BANK_TRANSFER'])
    const physical = await addItem(session, ids.mask, 1)
    expect(physical.digitalOnly).toBe(false)
  })
})

describe('payment methods', () => {
  it('lists card, cash on delivery and wallet; saves a method with company data (OIB: 11 digits, valid check digit)', async () => {
    const session = await newSession()
    await addItem(session, ids.mask, 1)
    const list = await cartCall<PaymentMethod[]>(
      'POST',
      '/api/v2/payment/getApplicablePaymentMethods',
      session,
      {},
      { language: 'en' },
    )
    expect(list.json.data).toEqual([
      expect.objectContaining({ name: 'Card payment', paymentType: 'HPF' }),
      expect.objectContaining({ name: 'Cash on delivery', paymentType: 'COD' }),
      expect.objectContaining({ name: 'Digital wallet', paymentType: 'WALLET' }),
      expect.objectContaining({ name: 'Bank transfer', paymentType: 'BANK_TRANSFER' }),
    ])
    const cod = list.json.data?.find((p) => p.paymentType === 'COD')
    const noUser = await cartCall('PUT', '/api/v2/payment/savePaymentMethod', session, { paymentMethodId: cod?.id })
    expect(noUser.json.code).toBe('NO_ACTIVE_USER')
    const guest = await newGuest(session)
    const badOib = await cartCall('PUT', '/api/v2/payment/savePaymentMethod', session, {
      userId: guest.id,
      paymentMethodId: cod?.id,
      companyData: { companyName: 'Izlog d.o.o.', oib: '123' },
    })
    expect(badOib.status).toBe(400)
    // 11 digits, but a mistyped one: the check digit gives it away.
    const mistyped = await cartCall('PUT', '/api/v2/payment/savePaymentMethod', session, {
      userId: guest.id,
      paymentMethodId: cod?.id,
      companyData: { companyName: 'Izlog d.o.o.', oib: '12345678901' },
    })
    expect(mistyped.status).toBe(400)
    expect(mistyped.json.message).toBe('OIB nije ispravan: kontrolna znamenka ne odgovara. Provjerite broj.')
    const unknown = await cartCall('PUT', '/api/v2/payment/savePaymentMethod', session, {
      userId: guest.id,
      paymentMethodId: 424242,
    })
    expect(unknown.json.code).toBe('PAYMENT_METHOD_NOT_APPLICABLE')
    const saved = await cartCall<Cart>('PUT', '/api/v2/payment/savePaymentMethod', session, {
      userId: guest.id,
      paymentMethodId: cod?.id,
      companyData: { companyName: 'Izlog d.o.o.', oib: '12345678903' },
    })
    expect(saved.status).toBe(200)
    expect(saved.json.data?.paymentMethodId).toBe(cod?.id)
    const row = await env.DB.prepare('SELECT company_data FROM carts WHERE id = ?')
      .bind(session.cartId)
      .first<{ company_data: string }>()
    expect(JSON.parse(row?.company_data ?? 'null')).toEqual({ companyName: 'Izlog d.o.o.', oib: '12345678903' })
  })
})
