import { describe, expect, it } from 'vitest'
import type { Cart, CartValidation } from './dto/commerce'
import { cartChange, shownCart } from './cart-change'

const line = (itemId: number, finalPrice: number, qty = 1) => ({
  itemId,
  qty,
  prices: { converted: { finalPrice, row: finalPrice * qty, regularPrice: finalPrice } },
})
const cart = (items: ReturnType<typeof line>[], cartTotal: number) =>
  ({ items, itemsCount: items.reduce((n, i) => n + i.qty, 0), prices: { converted: { cartTotal } } }) as unknown as Cart
const check = (server: Cart, validateMemberCard = true) =>
  ({ cart: server, validateMemberCard, items: [], changed: false }) as CartValidation

describe('cart change check (SPEC §4)', () => {
  const shown = shownCart(cart([line(1, 19), line(2, 5, 2)], 29))
  it('an identical server cart is unchanged', () => {
    expect(cartChange(shown, check(cart([line(1, 19), line(2, 5, 2)], 29)))).toBe('unchanged')
  })
  it('a different item count, line price or total is a change', () => {
    expect(cartChange(shown, check(cart([line(1, 19), line(2, 5, 3)], 34)))).toBe('changed')
    expect(cartChange(shown, check(cart([line(1, 21), line(2, 5, 2)], 31)))).toBe('changed')
    expect(cartChange(shown, check(cart([line(1, 19), line(2, 5, 2)], 30)))).toBe('changed')
    expect(cartChange(shown, check(cart([line(1, 19)], 19)))).toBe('changed')
  })
  it('a member card that is no longer valid wins', () => {
    expect(cartChange(shown, check(cart([line(1, 19), line(2, 5, 2)], 29), false))).toBe('memberCardInvalid')
  })
})
