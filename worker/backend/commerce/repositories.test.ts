import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { createCart, getCart, updateCart } from './carts'
import { orderSummary, toStoredOrder } from './orders'

const orderRow = {
  id: 7,
  slug: 'IZL-2026-000007',
  cart_id: 'c',
  store_id: 1,
  user_id: null,
  guest_user_id: 3,
  email: 'a@b.hr',
  language: 'hr' as const,
  status: 'placed' as const,
  items_total_cents: 4498,
  coupon_amount_cents: -450,
  coupon_code: 'IZLOG10',
  loyalty_amount_cents: 0,
  delivery_amount_cents: 499,
  tax_cents: 909,
  order_total_cents: 4547,
  currency: 'EUR',
  items_count: 2,
  gift_message: '',
  order_message: '',
  gift_to: '',
  gift_from: '',
  member_card_barcode: null,
  delivery_method_id: 1,
  delivery_method_name: null,
  delivery_branch_id: null,
  delivery_branch: null,
  payment_method_id: null,
  payment_method_name: null,
  payment_type: 'COD' as const,
  shipping_address: '{"country":"HR","city":"Split"}',
  billing_address: 'not json',
  company_data: null,
  extended_details: '{"digitalOnly":false}',
  created_at: '2026-11-23T00:00:00.000Z',
  updated_at: '2026-11-23T00:00:00.000Z',
  paid_at: null,
  delivered_at: null,
  version: 1,
}

describe('orders repository mapper', () => {
  it('parses the JSON snapshots (broken JSON → null) and keeps money in cents until the DTO', () => {
    const order = toStoredOrder(orderRow)
    expect(order).toMatchObject({
      cartId: 'c',
      guestUserId: 3,
      orderTotalCents: 4547,
      couponAmountCents: -450,
      deliveryMethod: { id: 1, name: '' },
      paymentType: 'COD',
      paymentMethod: null,
      shippingAddress: { country: 'HR', city: 'Split' },
      billingAddress: null,
      extendedDetails: { digitalOnly: false },
    })
    expect(orderSummary(order)).toEqual({
      id: 7,
      slug: 'IZL-2026-000007',
      status: 'placed',
      createdAt: '2026-11-23T00:00:00.000Z',
      orderTotal: 45.47,
      currency: 'EUR',
      itemsCount: 2,
    })
  })
})

describe('cart store', () => {
  it('reads a cart as a typed record and changes only the fields it is given (version bumped)', async () => {
    const { cartId } = await createCart(env.DB, 1, 'en')
    const created = await getCart(env.DB, cartId)
    expect(created).toMatchObject({
      id: cartId,
      storeId: 1,
      language: 'en',
      status: 'active',
      couponCode: null,
      instructions: '',
      version: 1,
    })
    await updateCart(env.DB, cartId, { instructions: 'Ring twice', countryId: null })
    expect(await getCart(env.DB, cartId)).toMatchObject({
      instructions: 'Ring twice',
      countryId: null,
      language: 'en',
      version: 2,
    })
    await updateCart(env.DB, cartId, {})
    expect((await getCart(env.DB, cartId))?.version).toBe(3)
  })
})
