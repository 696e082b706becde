import { describe, expect, it } from 'vitest'
import type { Cart, CartItem } from '../../../contract/dto/commerce'
import { removableLine } from './use-edit-line'

function line(itemId: number, productId: number, options: Partial<CartItem['options']> = {}, qty = 1): CartItem {
  return {
    itemId,
    productId,
    qty,
    productData: {
      name: `P${productId}`,
      slug: `p${productId}`,
      mainProductSlug: null,
      media: null,
      type: 'simple',
      sku: 'S',
    },
    options: { personalizations: [], bundleOptions: [], attributes: [], ...options },
    prices: { converted: { finalPrice: 1, row: qty, regularPrice: 1 } },
  }
}

const cartOf = (items: CartItem[]) => ({ items }) as unknown as Cart
const engraved = (value: string, optionId = 7) => ({ optionId, value, label: 'Gravura' })
const NONE = { personalizations: [] }

describe('SPEC §4 removable: the line the product page removes', () => {
  it('is the active product’s line with the chosen options, else none', () => {
    const plain = line(1, 10)
    const named = line(2, 10, { personalizations: [engraved('Ana'), engraved('3', 8)] })
    const cart = cartOf([line(3, 11), plain, named])
    expect(removableLine(cart, 10, NONE, null)).toBe(plain)
    // The same personalisations in another order are the same line (the cart merges them).
    const chosen = {
      personalizations: [
        { optionId: 8, value: '3' },
        { optionId: 7, value: 'Ana' },
      ],
    }
    expect(removableLine(cart, 10, chosen, null)).toBe(named)
    expect(removableLine(cart, 10, { personalizations: [{ optionId: 7, value: 'Iva' }] }, null)).toBeNull()
    // Another variant of a configurable is another product.
    expect(removableLine(cart, 12, NONE, null)).toBeNull()
    expect(removableLine(null, 10, NONE, null)).toBeNull()
    expect(removableLine(undefined, 10, NONE, null)).toBeNull()
    expect(removableLine(cartOf([line(4, 10, {}, 0)]), 10, NONE, null)).toBeNull()
  })

  it('compares a customized bundle’s choices when they are given', () => {
    const red = line(5, 20, {
      bundleOptions: [
        { id: 1, options: null },
        { id: 2, options: { productId: 21 } },
      ],
    })
    const blue = line(6, 20, {
      bundleOptions: [
        { id: 2, options: { productId: 22 } },
        { id: 1, options: null },
      ],
    })
    const cart = cartOf([red, blue])
    const choose = (productId: number) => ({
      personalizations: [],
      bundleOptions: [
        { id: 2, options: { productId } },
        { id: 1, options: null },
      ],
    })
    expect(removableLine(cart, 20, choose(22), null)).toBe(blue)
    expect(removableLine(cart, 20, choose(21), null)).toBe(red)
    expect(removableLine(cart, 20, choose(23), null)).toBeNull()
    // Fixed choices are not compared.
    expect(removableLine(cart, 20, NONE, null)).toBe(red)
  })

  it('is the line being edited when it is the active product’s, whatever the inputs now hold', () => {
    const edited = line(7, 30, { personalizations: [engraved('Ana')] })
    const cart = cartOf([line(8, 30), edited])
    expect(removableLine(cart, 30, NONE, edited)).toBe(edited)
    // Editing a variant line while another variant is active: that variant's own line, if any.
    expect(removableLine(cart, 31, NONE, edited)).toBeNull()
  })
})
