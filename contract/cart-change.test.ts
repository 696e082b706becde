import { describe, expect, it } from 'vitest'
import type { Cart, CartValidation, CartValidationChange } from './dto/commerce'
import { cartChange, cartLineChanges, shownCart } from './cart-change'

const line = (itemId: number, finalPrice: number, qty = 1) => ({
  itemId,
  qty,
  productData: { name: `Artikl ${itemId}` },
  prices: { converted: { finalPrice, row: finalPrice * qty, regularPrice: finalPrice } },
})
const cart = (
  items: ReturnType<typeof line>[],
  cartTotal = items.reduce((sum, i) => sum + i.prices.converted.row, 0),
) =>
  ({ items, itemsCount: items.reduce((n, i) => n + i.qty, 0), prices: { converted: { cartTotal } } }) as unknown as Cart
const check = (server: Cart, validateMemberCard = true, items: CartValidationChange[] = []) =>
  ({ cart: server, validateMemberCard, items, changed: items.length > 0 }) as CartValidation
const reported = (itemId: number, reason: CartValidationChange['reason'], oldQty: number, newQty: number) =>
  ({ itemId, productId: itemId, name: `Artikl ${itemId}`, reason, oldPrice: 1, newPrice: 1, oldQty, newQty }) as const

describe('cart change check (SPEC §4)', () => {
  const shown = shownCart(cart([line(1, 19), line(2, 5, 2)], 29))
  it('an identical server cart is unchanged', () => {
    expect(cartChange(shown, check(cart([line(1, 19), line(2, 5, 2)], 29)))).toBe('unchanged')
    expect(cartLineChanges(shown, check(cart([line(1, 19), line(2, 5, 2)], 29)))).toEqual([])
  })
  it('a different item count, line price, quantity or total is a change', () => {
    expect(cartChange(shown, check(cart([line(1, 19), line(2, 5, 3)], 34)))).toBe('changed')
    expect(cartChange(shown, check(cart([line(1, 21), line(2, 5, 2)], 31)))).toBe('changed')
    expect(cartChange(shown, check(cart([line(1, 19), line(2, 5, 2)], 30)))).toBe('changed')
    expect(cartChange(shown, check(cart([line(1, 19)], 19)))).toBe('changed')
    // The same count, moved from one line to the other.
    expect(cartChange(shown, check(cart([line(1, 19, 2), line(2, 5, 1)], 29)))).toBe('changed')
  })
  it('a member card that is no longer valid wins', () => {
    expect(cartChange(shown, check(cart([line(1, 19), line(2, 5, 2)], 29), false))).toBe('memberCardInvalid')
  })
})

describe('what changed, line by line', () => {
  it('names a new unit price', () => {
    const shown = shownCart(cart([line(1, 19), line(2, 5, 2)]))
    expect(cartLineChanges(shown, check(cart([line(1, 21.5), line(2, 5, 2)])))).toEqual([
      { kind: 'price', name: 'Artikl 1', from: 19, to: 21.5 },
    ])
  })

  it('a quantity cut to the stock says how many are left ("18 → 17, only 17 left")', () => {
    const shown = shownCart(cart([line(1, 10, 18)]))
    const server = check(cart([line(1, 10, 17)]), true, [reported(1, 'qtyReduced', 18, 17)])
    expect(cartLineChanges(shown, server)).toEqual([
      { kind: 'quantity', name: 'Artikl 1', from: 18, to: 17, stockLeft: 17 },
    ])
    expect(cartChange(shown, server)).toBe('changed')
  })

  it('a quantity changed elsewhere (another tab) is named without a stock reason', () => {
    const shown = shownCart(cart([line(1, 10, 2)]))
    expect(cartLineChanges(shown, check(cart([line(1, 10, 3)])))).toEqual([
      { kind: 'quantity', name: 'Artikl 1', from: 2, to: 3, stockLeft: null },
    ])
  })

  it('a line the shop took out is unavailable; one removed elsewhere is only removed; a new one is added', () => {
    const shown = shownCart(cart([line(1, 10), line(2, 5), line(3, 7)]))
    const server = check(cart([line(3, 7), line(4, 2, 2)]), true, [reported(1, 'unavailable', 1, 0)])
    expect(cartLineChanges(shown, server)).toEqual([
      { kind: 'removed', name: 'Artikl 1', unavailable: true },
      { kind: 'removed', name: 'Artikl 2', unavailable: false },
      { kind: 'added', name: 'Artikl 4', qty: 2 },
    ])
  })

  it('a price and a quantity change of one line are both named, in the order the lines were shown', () => {
    const shown = shownCart(cart([line(2, 5, 4), line(1, 10, 1)]))
    const server = check(cart([line(1, 12, 1), line(2, 6, 3)]), true, [reported(2, 'qtyReduced', 4, 3)])
    expect(cartLineChanges(shown, server)).toEqual([
      { kind: 'price', name: 'Artikl 2', from: 5, to: 6 },
      { kind: 'quantity', name: 'Artikl 2', from: 4, to: 3, stockLeft: 3 },
      { kind: 'price', name: 'Artikl 1', from: 10, to: 12 },
    ])
  })

  it('a total that changed with every line the same is named as the total', () => {
    const shown = shownCart(cart([line(1, 19)], 19))
    expect(cartLineChanges(shown, check(cart([line(1, 19)], 23)))).toEqual([{ kind: 'total', from: 19, to: 23 }])
  })
})
