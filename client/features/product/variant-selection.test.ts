import { describe, expect, it } from 'vitest'
import type { AssociatedProduct, AssociatedProductsAttribute } from '../../../contract/dto/catalogue'
import {
  defaultSelection,
  findVariant,
  initialSelection,
  isComplete,
  valueState,
  variantByParam,
  variantHref,
} from './variant-selection'

const axes: AssociatedProductsAttribute[] = [
  {
    attributeId: 3,
    attributeCode: 'size',
    label: 'Size',
    inputType: 'textSwatch',
    customClass: '',
    values: [
      { id: 301, value: 'S', isMedia: false, shopDefault: false, swatch: 'S' },
      { id: 302, value: 'M', isMedia: false, shopDefault: true, swatch: 'M' },
    ],
  },
  {
    attributeId: 4,
    attributeCode: 'colour',
    label: 'Colour',
    inputType: 'visualSwatch',
    customClass: '',
    values: [
      { id: 402, value: 'White', isMedia: true, shopDefault: false, swatch: '#fff' },
      { id: 404, value: 'Orange', isMedia: true, shopDefault: false, swatch: '#f80' },
    ],
  },
]

function variant(id: number, size: number, colour: number, available = true): AssociatedProduct {
  return {
    id,
    sku: `SKU-${id}`,
    name: `Shirt ${id}`,
    slug: `shirt-${id}`,
    retailPrice: 24,
    basicPrice: 19.2,
    finalPrice: 24,
    discount: null,
    discountPercent: 0,
    membershipPrice: null,
    media: [],
    available,
    isPurchasable: true,
    stockQty: available ? 5 : 0,
    attributes: { size, colour },
  }
}

// S/White, S/Orange, M/White (sold out); M/Orange does not exist.
const variants = [variant(1, 301, 402), variant(2, 301, 404), variant(3, 302, 402, false)]

describe('variant selection', () => {
  it('starts on the shop-default values and leaves attributes without one empty', () => {
    expect(defaultSelection(axes)).toEqual({ size: 302, colour: null })
    expect(isComplete(axes, defaultSelection(axes))).toBe(false)
  })

  it('finds the variant whose values all match, only once every attribute is chosen', () => {
    expect(findVariant(variants, axes, { size: 301, colour: null })).toBeNull()
    expect(findVariant(variants, axes, { size: 301, colour: 404 })?.id).toBe(2)
    expect(findVariant(variants, axes, { size: 302, colour: 404 })).toBeNull()
    expect(findVariant(variants, [], {})).toBeNull()
  })

  it('reads ?variant= as a slug or an id and starts from that variant', () => {
    expect(variantByParam(variants, 'shirt-2')?.id).toBe(2)
    expect(variantByParam(variants, '3')?.id).toBe(3)
    expect(variantByParam(variants, 'nope')).toBeNull()
    expect(variantByParam(variants, null)).toBeNull()
    expect(initialSelection(axes, variants, 'shirt-2')).toEqual({ size: 301, colour: 404 })
    expect(initialSelection(axes, variants, 'unknown')).toEqual({ size: 302, colour: null })
  })

  it('tells which values lead to a buyable, sold-out or missing variant with the other choices', () => {
    const selection = { size: 302, colour: null }
    expect(valueState(variants, axes, selection, 'colour', 402)).toBe('soldOut')
    expect(valueState(variants, axes, selection, 'colour', 404)).toBe('missing')
    expect(valueState(variants, axes, selection, 'size', 301)).toBe('available')
  })

  it('puts the variant slug in the URL, keeping the other parameters', () => {
    expect(variantHref('/product/shirt?cartItemId=5', variants[1] ?? null)).toBe(
      '/product/shirt?cartItemId=5&variant=shirt-2',
    )
    expect(variantHref('/product/shirt?variant=shirt-1&x=1', null)).toBe('/product/shirt?x=1')
    expect(variantHref('/product/shirt', null)).toBe('/product/shirt')
  })
})
