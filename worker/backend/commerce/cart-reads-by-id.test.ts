import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { cartStateById, readCartById } from './cart-reads-by-id'
import { cartDto, loadCartState } from './cart-state'
import { findCartWithItems, getCart } from './carts'
import { addItem, cartCall, newGuest, newSession, productId, variantOf } from './test-fixtures'
import type { CartSession } from '../../../contract/dto/commerce'
import { CUSTOMER_BARCODE, CUSTOMER_USER, SECOND_CUSTOMER_USER } from '../seed/core'

/**
 * Issue 38: a checkout step reads its cart's state by the cart's id, in the same round trip as the
 * cart itself. What it computes must be what loadCartState computes from the cart as read, and a
 * read that does not agree with the cart is read again by value.
 */
const ids = { mask: 0, grip: 0, tshirtVariant: 0, bundleTs: 0, tshirt: 0 }

beforeAll(async () => {
  ids.mask = await productId('IZL-HW-MASKA')
  ids.grip = await productId('IZL-HW-GRIP')
  ids.tshirt = await productId('IZL-TS-DUBOKO')
  ids.tshirtVariant = await variantOf('IZL-TS-DUBOKO')
  ids.bundleTs = await productId('IZL-BN-DUBOKO')
})

/** A cart with a simple product, a variant, a bundle with a chosen variant and the coupon, shipping to Croatia by method 1. */
async function fullCart(): Promise<CartSession> {
  const session = await newSession()
  await addItem(session, ids.mask, 2)
  await addItem(session, ids.tshirtVariant, 1)
  await addItem(session, ids.bundleTs, 1, {
    bundleOptions: [{ id: ids.tshirt, options: { productId: ids.tshirtVariant } }],
  })
  expect((await cartCall('POST', '/api/v2/cart/applyCoupon', session, { couponCode: 'IZLOG10' })).status).toBe(200)
  await env.DB.prepare(
    "UPDATE carts SET delivery_method_id = 1, country_id = (SELECT id FROM countries WHERE iso = 'HR') WHERE id = ?",
  )
    .bind(session.cartId)
    .run()
  return session
}

async function bothWays(session: CartSession) {
  const found = await findCartWithItems(env.DB, session.cartId, session.protectCode)
  if (!found) throw new Error('the cart is missing')
  const byValue = await loadCartState(env.DB, found.cart, 'hr', found.items)
  const byId = await cartStateById(
    env.DB,
    found.cart,
    found.items,
    'hr',
    await readCartById(env.DB, session.cartId, 'hr'),
  )
  return { byValue, byId }
}

describe('a cart state read by the cart id (issue 38)', () => {
  it('is the state read by value: lines, variants, bundle options, coupon, delivery, currency', async () => {
    const session = await fullCart()
    const { byValue, byId } = await bothWays(session)
    expect(byValue.coupon?.code).toBe('IZLOG10')
    expect(byValue.delivery?.id).toBe(1)
    expect(byValue.lines.length).toBe(3)
    expect(cartDto(byId)).toEqual(cartDto(byValue))
    expect(byId.deliveryCountry).toBe(byValue.deliveryCountry)
    expect(byId.digitalOnly).toBe(byValue.digitalOnly)
  })

  it('reads again by value when the cart names a coupon that is not there, and drops it as before', async () => {
    const session = await fullCart()
    await env.DB.prepare("UPDATE carts SET coupon_code = 'NO-SUCH-COUPON' WHERE id = ?").bind(session.cartId).run()
    const found = await findCartWithItems(env.DB, session.cartId, session.protectCode)
    if (!found) throw new Error('the cart is missing')
    const state = await cartStateById(
      env.DB,
      found.cart,
      found.items,
      'hr',
      await readCartById(env.DB, session.cartId, 'hr'),
    )
    expect(state.coupon).toBeNull()
    expect(state.totals.coupon).toBe(0)
    expect((await getCart(env.DB, session.cartId))?.couponCode).toBeNull()
  })

  it('does not use reads that disagree with the cart as read (a change between the two reads)', async () => {
    const session = await fullCart()
    const found = await findCartWithItems(env.DB, session.cartId, session.protectCode)
    if (!found) throw new Error('the cart is missing')
    // The cart read names IZLOG10; the reads by id see it without a coupon and without the variant line.
    await env.DB.prepare('UPDATE carts SET coupon_code = NULL WHERE id = ?').bind(session.cartId).run()
    await env.DB.prepare('DELETE FROM cart_items WHERE cart_id = ? AND product_id = ?')
      .bind(session.cartId, ids.bundleTs)
      .run()
    const byId = await readCartById(env.DB, session.cartId, 'hr')
    await env.DB.prepare("UPDATE carts SET coupon_code = 'IZLOG10' WHERE id = ?").bind(session.cartId).run()
    const state = await cartStateById(env.DB, found.cart, found.items, 'hr', byId)
    // Read again by value for the cart as read: its coupon applies.
    expect(state.coupon?.code).toBe('IZLOG10')
    expect(state.totals.coupon).toBeLessThan(0)
  })

  it("reads the member card by the cart's id as the check by value decides it: the holder's, one issued to the account, another's, none", async () => {
    const card = async (issuedTo: string) => {
      const barcode = `BYID-${crypto.randomUUID().slice(0, 12)}`
      await env.DB.prepare(
        "INSERT INTO membership_cards (barcode, holder_name, active, valid_until, issued_to_email) VALUES (?, 'By Id', 1, NULL, ?)",
      )
        .bind(barcode, issuedTo)
        .run()
      return barcode
    }
    const cases: Array<[string, number | null, boolean]> = [
      [await card(SECOND_CUSTOMER_USER.email), SECOND_CUSTOMER_USER.id, true],
      [await card('someone-else@example.com'), SECOND_CUSTOMER_USER.id, false],
      // attacker: the card another account holds, on their own cart
      [CUSTOMER_BARCODE, SECOND_CUSTOMER_USER.id, false],
      [CUSTOMER_BARCODE, CUSTOMER_USER.id, true],
      // an anonymous cart never has it
      [await card(SECOND_CUSTOMER_USER.email), null, false],
    ]
    for (const [barcode, userId, valid] of cases) {
      const session = await newSession()
      await addItem(session, ids.mask, 1)
      await env.DB.prepare('UPDATE carts SET member_card_barcode = ?, user_id = ? WHERE id = ?')
        .bind(barcode, userId, session.cartId)
        .run()
      const { byValue, byId } = await bothWays(session)
      expect(byValue.memberCardValid, barcode).toBe(valid)
      expect(byId.memberCardValid, barcode).toBe(valid)
    }
  })

  it("does not use the member card read by the cart's id when the cart's card changed between the two reads", async () => {
    const session = await newSession()
    await addItem(session, ids.mask, 1)
    await env.DB.prepare('UPDATE carts SET member_card_barcode = ?, user_id = ? WHERE id = ?')
      .bind(CUSTOMER_BARCODE, CUSTOMER_USER.id, session.cartId)
      .run()
    const found = await findCartWithItems(env.DB, session.cartId, session.protectCode)
    if (!found) throw new Error('the cart is missing')
    await env.DB.prepare("UPDATE carts SET member_card_barcode = 'NO-SUCH-CARD' WHERE id = ?")
      .bind(session.cartId)
      .run()
    const byId = await readCartById(env.DB, session.cartId, 'hr')
    expect(byId.memberCard?.usable).toBe(false)
    // Checked again by value for the cart as read: its card is valid.
    expect((await cartStateById(env.DB, found.cart, found.items, 'hr', byId)).memberCardValid).toBe(true)
  })

  it('attacker: a save step with the right cart id and a wrong protect code is refused and tells nothing of the cart', async () => {
    const session = await fullCart()
    await newGuest(session)
    const wrong = { cartId: session.cartId, protectCode: 'x'.repeat(32) }
    for (const [method, path, body] of [
      ['PUT', '/api/v2/payment/savePaymentMethod', { paymentMethodId: 1, companyData: null }],
      ['PUT', '/api/v2/delivery/saveDeliveryMethod', { deliveryMethodId: 1, branchId: null }],
    ] as const) {
      const res = await cartCall(method, path, wrong, body)
      expect(res.status).toBe(404)
      expect(res.json.code).toBe('SESSION_NOT_FOUND')
      expect(JSON.stringify(res.json)).not.toContain('IZLOG10')
      expect(res.json.data ?? null).toBeNull()
    }
    // The shopper's own session still saves.
    const saved = await cartCall('PUT', '/api/v2/delivery/saveDeliveryMethod', session, {
      deliveryMethodId: 1,
      branchId: null,
    })
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
  })
})
