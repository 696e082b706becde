import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Cart, CartSession, CartValidation } from '../../../contract/dto/commerce'
import { callBackend, issueTestCard } from '../test-helpers'
import { THROTTLES } from '../request-budget'
import { addItem, cartCall, newCustomer, newSession, productId, variantOf } from './test-fixtures'

const ids = {
  mask: 0,
  artbook: 0,
  grip: 0,
  soldOut: 0,
  archived: 0,
  tshirt: 0,
  tshirtVariant: 0,
  bundleTs: 0,
  engraving: 0,
  poster: 0,
  game: 0,
}

beforeAll(async () => {
  ids.mask = await productId('IZL-HW-MASKA')
  ids.artbook = await productId('IZL-ARTBOOK')
  ids.grip = await productId('IZL-HW-GRIP')
  ids.soldOut = await productId('IZL-HW-REMEN')
  ids.archived = await productId('IZL-HW-VIZOR-X0')
  ids.tshirt = await productId('IZL-TS-DUBOKO')
  ids.tshirtVariant = await variantOf('IZL-TS-DUBOKO')
  ids.bundleTs = await productId('IZL-BN-DUBOKO')
  ids.engraving = await productId('IZL-BN-GRAVURA')
  ids.poster = await productId('IZL-PO-DUBOKO')
  ids.game = await productId('IZL-G-DUBOKO')
})

describe('cart session', () => {
  it('creates a session whose protect code is stored only as a hash', async () => {
    const session = await newSession()
    expect(session.cartId).toMatch(/^[0-9a-f-]{36}$/)
    expect(session.protectCode.length).toBeGreaterThanOrEqual(20)
    const row = await env.DB.prepare('SELECT protect_code_hash FROM carts WHERE id = ?')
      .bind(session.cartId)
      .first<{ protect_code_hash: string }>()
    expect(row?.protect_code_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(row?.protect_code_hash).not.toBe(session.protectCode)
    const cart = await cartCall('POST', '/api/v2/cart/getCart', session)
    expect(cart.status).toBe(200)
    expect(cart.json.data).toMatchObject({
      id: session.cartId,
      session: session.cartId,
      items: [],
      coupon: false,
      digitalOnly: false,
      version: 1,
    })
  })

  it('answers 404 "Session doesn\'t exist" for a wrong protect code or an unknown cart', async () => {
    const session = await newSession()
    const wrong = await cartCall('POST', '/api/v2/cart/getCart', {
      cartId: session.cartId,
      protectCode: 'not-the-code',
    })
    expect(wrong.status).toBe(404)
    expect(wrong.json.code).toBe('SESSION_NOT_FOUND')
    const unknown = await cartCall(
      'POST',
      '/api/v2/cart/addItem',
      { cartId: crypto.randomUUID(), protectCode: session.protectCode },
      { productId: ids.mask, qty: 1 },
    )
    expect(unknown.status).toBe(404)
    expect(unknown.json.code).toBe('SESSION_NOT_FOUND')
    const missing = await callBackend('POST', '/api/v2/cart/getCart', { body: { cartId: session.cartId } })
    expect(missing.status).toBe(400)
  })
})

describe('cart items', () => {
  it('adds, merges the same product + options, updates and deletes lines, bumping the version', async () => {
    const session = await newSession()
    const first = await addItem(session, ids.mask, 1)
    expect(first.items).toHaveLength(1)
    expect(first.items[0]).toMatchObject({
      productId: ids.mask,
      qty: 1,
      productData: { sku: 'IZL-HW-MASKA', type: 'simple' },
    })
    expect(first.items[0]?.productData.media).toMatch(/^\/media\//)
    const merged = await addItem(session, ids.mask, '2')
    expect(merged.items).toHaveLength(1)
    expect(merged.items[0]?.qty).toBe(3)
    expect(merged.version).toBeGreaterThan(first.version)
    expect(merged.prices.converted.itemsTotal).toBe(57)

    const itemId = merged.items[0]?.itemId
    const updated = await cartCall('PATCH', '/api/v2/cart/updateItem', session, { itemId, qty: 5 })
    expect(updated.json.data?.items[0]?.qty).toBe(5)
    expect(updated.json.data?.prices.converted.itemsTotal).toBe(95)

    await addItem(session, ids.artbook, 1)
    const deleted = await cartCall('DELETE', '/api/v2/cart/deleteItem', session, { itemId })
    expect(deleted.status).toBe(200)
    expect(deleted.json.data?.items.map((i) => i.productId)).toEqual([ids.artbook])
    const again = await cartCall('DELETE', '/api/v2/cart/deleteItem', session, { itemId })
    expect(again.status).toBe(404)
    expect(again.json.code).toBe('ITEM_NOT_IN_CART')

    const artbookLine = deleted.json.data?.items[0]?.itemId
    const removed = await cartCall('PATCH', '/api/v2/cart/updateItem', session, { itemId: artbookLine, qty: 0 })
    expect(removed.json.data?.items).toEqual([])
    const cleared = await cartCall('POST', '/api/v2/cart/clearCart', session)
    expect(cleared.status).toBe(200)
  })

  it('refuses invalid quantities with INVALID_QUANTITY and adds nothing', async () => {
    const session = await newSession()
    for (const qty of [0, -1, 1.5, 'abc', '', 100000]) {
      const res = await cartCall('POST', '/api/v2/cart/addItem', session, { productId: ids.mask, qty })
      expect(res.status).toBe(400)
      expect(res.json.code).toBe('INVALID_QUANTITY')
      expect(res.json.code).toBe('INVALID_QUANTITY')
    }
    const cart = await cartCall('POST', '/api/v2/cart/getCart', session)
    expect(cart.json.data?.items).toEqual([])
  })

  it('refuses unknown, archived, sold-out and configurable main products; accepts a variant', async () => {
    const session = await newSession()
    const unknown = await cartCall('POST', '/api/v2/cart/addItem', session, { productId: 987654, qty: 1 })
    expect(unknown.status).toBe(404)
    const archived = await cartCall('POST', '/api/v2/cart/addItem', session, { productId: ids.archived, qty: 1 })
    expect(archived.status).toBe(400)
    expect(archived.json.code).toBe('PRODUCT_ARCHIVED')
    const soldOut = await cartCall('POST', '/api/v2/cart/addItem', session, { productId: ids.soldOut, qty: 1 })
    expect(soldOut.status).toBe(400)
    const main = await cartCall('POST', '/api/v2/cart/addItem', session, { productId: ids.tshirt, qty: 1 })
    expect(main.status).toBe(400)
    expect(main.json.code).toBe('CONFIGURABLE_NOT_ADDABLE')
    const variant = await addItem(session, ids.tshirtVariant, 1)
    expect(variant.items[0]?.productData.mainProductSlug).toBeTruthy()
    expect(variant.items[0]?.options.attributes.length).toBeGreaterThan(0)
  })

  it('needs the variant of each configurable bundle component (CONFIGURATION_NOT_SET)', async () => {
    const session = await newSession()
    const notSet = await cartCall('POST', '/api/v2/cart/addItem', session, { productId: ids.bundleTs, qty: 1 })
    expect(notSet.status).toBe(400)
    expect(notSet.json.code).toBe('CONFIGURATION_NOT_SET')
    const wrongVariant = await cartCall('POST', '/api/v2/cart/addItem', session, {
      productId: ids.bundleTs,
      qty: 1,
      options: { bundleOptions: [{ id: ids.tshirt, options: { productId: ids.mask } }] },
    })
    expect(wrongVariant.json.code).toBe('CONFIGURATION_NOT_SET')
    const cart = await addItem(session, ids.bundleTs, 1, {
      bundleOptions: [{ id: ids.tshirt, options: { productId: ids.tshirtVariant } }],
    })
    const line = cart.items[0]
    expect(line?.productId).toBe(ids.bundleTs)
    expect(line?.options.bundleOptions).toContainEqual({ id: ids.tshirt, options: { productId: ids.tshirtVariant } })
    expect(line?.options.bundleOptions.filter((b) => b.options === null).length).toBeGreaterThan(0)
  })

  it('checks custom options: required text, number type, unknown option', async () => {
    const session = await newSession()
    const missing = await cartCall('POST', '/api/v2/cart/addItem', session, { productId: ids.engraving, qty: 1 })
    expect(missing.status).toBe(400)
    expect(missing.json.code).toBe('OPTION_REQUIRED')
    const unknown = await cartCall('POST', '/api/v2/cart/addItem', session, {
      productId: ids.poster,
      qty: 1,
      options: { personalizations: [{ optionId: 999999, value: 'x' }] },
    })
    expect(unknown.json.code).toBe('UNKNOWN_OPTION')
    const posterOption = await env.DB.prepare('SELECT id FROM custom_options WHERE product_id = ?')
      .bind(ids.poster)
      .first<{ id: number }>()
    const notNumber = await cartCall('POST', '/api/v2/cart/addItem', session, {
      productId: ids.poster,
      qty: 1,
      options: { personalizations: [{ optionId: posterOption?.id, value: 'sedam' }] },
    })
    expect(notNumber.json.code).toBe('INVALID_OPTION_VALUE')
    await addItem(session, ids.poster, 1, { personalizations: [{ optionId: posterOption?.id, value: '7' }] })
    const twoLines = await addItem(session, ids.poster, 1, {
      personalizations: [{ optionId: posterOption?.id, value: '8' }],
    })
    expect(twoLines.items).toHaveLength(2)
    const merged = await addItem(session, ids.poster, 2, {
      personalizations: [{ optionId: posterOption?.id, value: '7' }],
    })
    expect(merged.items.map((i) => i.qty)).toEqual([3, 1])
    expect(merged.items[0]?.options.personalizations[0]).toMatchObject({ value: '7' })
    expect(merged.items[0]?.options.personalizations[0]?.label).toBeTruthy()
  })

  it('stores instructions (max 1000 characters)', async () => {
    const session = await newSession()
    const ok = await cartCall('PATCH', '/api/v2/cart/setInstructions', session, {
      instructions: 'Molim zvoniti dvaput.',
    })
    expect(ok.json.data?.instructions).toBe('Molim zvoniti dvaput.')
    const tooLong = await cartCall('PATCH', '/api/v2/cart/setInstructions', session, { instructions: 'x'.repeat(1001) })
    expect(tooLong.status).toBe(400)
    const cart = await cartCall('POST', '/api/v2/cart/getCart', session)
    expect(cart.json.data?.instructions).toBe('Molim zvoniti dvaput.')
  })
})

describe('coupons', () => {
  it('applies IZLOG10 case-insensitively and removes it', async () => {
    const session = await newSession()
    await addItem(session, ids.mask, 2)
    const applied = await cartCall('POST', '/api/v2/cart/applyCoupon', session, { couponCode: 'izlog10' })
    expect(applied.status).toBe(200)
    expect(applied.json.data).toMatchObject({ coupon: true, couponCode: 'IZLOG10' })
    expect(applied.json.data?.prices.converted).toMatchObject({
      itemsTotal: 38,
      coupon: -3.8,
      orderTotal: 34.2,
      cartTotal: 34.2,
    })
    const removed = await cartCall('POST', '/api/v2/cart/removeCoupon', session)
    expect(removed.json.data).toMatchObject({ coupon: false, couponCode: null })
    expect(removed.json.data?.prices.converted.coupon).toBe(0)
  })

  it("answers 404 'Coupon not found!' for an unknown coupon, and says why an expired or below-minimum one does not apply", async () => {
    const session = await newSession()
    await addItem(session, ids.mask, 1)
    for (const [couponCode, status, code] of [
      ['NOPE-123', 404, 'COUPON_NOT_FOUND'],
      ['EXPIRED2025', 409, 'COUPON_EXPIRED'],
      ['VR25', 409, 'COUPON_BELOW_MINIMUM'],
    ] as const) {
      const res = await cartCall('POST', '/api/v2/cart/applyCoupon', session, { couponCode })
      expect(res.status, couponCode).toBe(status)
      expect(res.json.code, couponCode).toBe(code)
    }
    const empty = await cartCall('POST', '/api/v2/cart/applyCoupon', session, { couponCode: '' })
    expect(empty.status).toBe(400)
  })

  it('drops a coupon that no longer applies after an item change (coupon: false)', async () => {
    const session = await newSession()
    const cart = await addItem(session, ids.mask, 2)
    const applied = await cartCall('POST', '/api/v2/cart/applyCoupon', session, { couponCode: 'DOBRODOSLI5' })
    expect(applied.json.data?.prices.converted).toMatchObject({ itemsTotal: 38, coupon: -5, orderTotal: 33 })
    const lowered = await cartCall('PATCH', '/api/v2/cart/updateItem', session, {
      itemId: cart.items[0]?.itemId,
      qty: 1,
    })
    expect(lowered.json.data).toMatchObject({ coupon: false, couponCode: null })
    expect(lowered.json.data?.prices.converted).toMatchObject({ itemsTotal: 19, coupon: 0, orderTotal: 19 })
  })
})

describe('member card', () => {
  it('needs a token, refuses invalid cards and applies membership prices', async () => {
    const session = await newSession()
    const customer = await newCustomer()
    const card = await issueTestCard(customer.email)
    const cart = await addItem(session, ids.grip, 2)
    expect(cart.prices.converted).toMatchObject({ itemsTotal: 178, loyalty: 0 })
    const anonymous = await cartCall('POST', '/api/v2/cart/applyMemberCard', session, { barcode: card })
    expect(anonymous.status).toBe(401)
    // Inactive, unknown, held by another customer, issued to another customer's e-mail.
    for (const barcode of ['3850000000046', '0000000000000', '3850000000015', '3850000000022']) {
      const res = await cartCall(
        'POST',
        '/api/v2/cart/applyMemberCard',
        session,
        { barcode },
        { token: customer.token },
      )
      expect(res.status).toBe(400)
      expect(res.json.code).toBe('MEMBER_CARD_INVALID')
    }
    const applied = await cartCall(
      'POST',
      '/api/v2/cart/applyMemberCard',
      session,
      { barcode: card },
      { token: customer.token },
    )
    expect(applied.status).toBe(200)
    expect(applied.json.data?.memberCardBarcode).toBe(card)
    expect(applied.json.data?.items[0]?.prices.converted).toEqual({ finalPrice: 79, row: 158, regularPrice: 89 })
    expect(applied.json.data?.prices.converted).toMatchObject({ itemsTotal: 158, loyalty: 20, orderTotal: 158 })
  })

  it('attacker: guesses card numbers in the cart — each try is counted per account, and after the budget the answer is 429 whatever the number', async () => {
    const session = await newSession()
    const customer = await newCustomer()
    const card = await issueTestCard(customer.email)
    await addItem(session, ids.grip, 1)
    for (let i = 0; i < THROTTLES.memberCardCheck.perTarget.limit; i++) {
      const guess = await cartCall(
        'POST',
        '/api/v2/cart/applyMemberCard',
        session,
        { barcode: `38500000${String(i).padStart(5, '0')}` },
        { token: customer.token },
      )
      expect(guess.status).toBe(400)
    }
    const held = await cartCall(
      'POST',
      '/api/v2/cart/applyMemberCard',
      session,
      { barcode: card },
      { token: customer.token },
    )
    expect(held.status).toBe(429)
    expect(held.json.code).toBe('TOO_MANY_REQUESTS')
  })
})

describe('validateCart and abandoned carts', () => {
  it('reports price changes and removes lines that became unavailable', async () => {
    const session = await newSession()
    const cart = await addItem(session, ids.mask, 1)
    await addItem(session, ids.artbook, 1)
    const clean = await cartCall<CartValidation>('POST', '/api/v2/cart/validateCart', session)
    expect(clean.json.data).toMatchObject({ changed: false, validateMemberCard: true, items: [] })
    const itemId = cart.items[0]?.itemId ?? 0
    await env.DB.prepare('UPDATE cart_items SET unit_price_cents = 2500 WHERE id = ?').bind(itemId).run()
    const changed = await cartCall<CartValidation>('POST', '/api/v2/cart/validateCart', session)
    expect(changed.json.data?.changed).toBe(true)
    expect(changed.json.data?.items).toContainEqual(
      expect.objectContaining({ itemId, reason: 'priceChanged', oldPrice: 25, newPrice: 19 }),
    )
    const settled = await cartCall<CartValidation>('POST', '/api/v2/cart/validateCart', session)
    expect(settled.json.data?.changed).toBe(false)
  })

  it('links the cart to the logged-in user and hands it back by getAbandoned', async () => {
    const customer = await newCustomer()
    const none = await callBackend('POST', '/api/v2/cart/getAbandoned', { token: customer.token, body: {} })
    expect(none.status).toBe(200)
    expect(none.json.data).toBeNull()
    const session = await newSession()
    await addItem(session, ids.mask, 1, undefined, { token: customer.token })
    const same = await callBackend<CartSession>('POST', '/api/v2/cart/getAbandoned', {
      token: customer.token,
      body: session,
    })
    expect(same.json.data).toEqual({ ...session, mergedLines: 0 })
    const other = await callBackend<CartSession>('POST', '/api/v2/cart/getAbandoned', {
      token: customer.token,
      body: {},
    })
    expect(other.json.data?.cartId).toBe(session.cartId)
    const handedOver = other.json.data
    if (!handedOver) throw new Error('no abandoned cart')
    const cart = await cartCall<Cart>('POST', '/api/v2/cart/getCart', handedOver)
    expect(cart.json.data?.items).toHaveLength(1)
    const anonymous = await callBackend('POST', '/api/v2/cart/getAbandoned', { body: {} })
    expect(anonymous.status).toBe(401)
  })
})
