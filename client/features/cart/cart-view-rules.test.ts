import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../contract/api'
import type { ProductCard, ProductDetail } from '../../../contract/dto/catalogue'
import type { Cart, CartItem } from '../../../contract/dto/commerce'
import { endsSession, isInvalidMemberCard, isInvalidQuantity, isItemNotInCart, stockLimit } from './cart-errors'
import { droppedCoupon } from './coupon-drop'
import { pickCrossSells } from './cross-sells'
import { detailSlug, lineLink } from './line-links'
import { lineOptions } from './line-options'

function item(
  over: Partial<CartItem> & { itemId: number; productId: number },
  data: Partial<CartItem['productData']> = {},
  options: Partial<CartItem['options']> = {},
): CartItem {
  return {
    qty: 1,
    productData: {
      name: `Product ${over.productId}`,
      slug: `product-${over.productId}`,
      mainProductSlug: null,
      media: null,
      type: 'simple',
      sku: 'SKU',
      ...data,
    },
    options: { personalizations: [], bundleOptions: [], attributes: [], ...options },
    prices: { converted: { finalPrice: 10, row: 10, regularPrice: 10 } },
    ...over,
  }
}

function cart(items: CartItem[], over: Partial<Cart> = {}): Cart {
  const zero = { cartTotal: 0, coupon: 0, delivery: 0, itemsTotal: 0, loyalty: 0, orderTotal: 0, tax: 0 }
  return {
    id: 'c1',
    session: 'c1',
    coupon: false,
    couponCode: null,
    items,
    itemsCount: items.length,
    prices: { converted: zero },
    currency: { id: 1, code: 'EUR', symbol: '€' },
    digitalOnly: false,
    deliveryMethodId: null,
    paymentMethodId: null,
    options: { deliveryBranchId: null },
    instructions: '',
    memberCardBarcode: null,
    version: 1,
    ...over,
  }
}

function card(id: number, over: Partial<ProductCard> = {}): ProductCard {
  return {
    id,
    name: `Card ${id}`,
    slug: `card-${id}`,
    slugs: { hr: `card-${id}`, en: `card-${id}` },
    type: 'simple',
    sku: `C${id}`,
    media: null,
    retailPrice: 10,
    finalPrice: 10,
    discount: null,
    discountPercent: 0,
    membershipPrice: null,
    available: true,
    isPurchasable: true,
    categoryPriority: 0,
    featured: false,
    shortDescription: '',
    updatedAt: '2026-01-01T00:00:00Z',
    ...over,
  }
}

function detail(id: number, crossSellProducts: ProductCard[], over: Partial<ProductDetail> = {}): ProductDetail {
  return { ...card(id), crossSellProducts, associatedProducts: [], bundles: [], ...over } as ProductDetail
}

describe('lineLink (SPEC §2 links)', () => {
  it('links a plain line to its product', () => {
    expect(lineLink(item({ itemId: 5, productId: 1 }))).toEqual({ slug: 'product-1' })
  })
  it('links a variant to its main product with cartItemId', () => {
    const variant = item({ itemId: 7, productId: 40 }, { slug: 'shirt-m-black', mainProductSlug: 'shirt' })
    expect(lineLink(variant)).toEqual({ slug: 'shirt', query: { cartItemId: 7 } })
    expect(detailSlug(variant)).toBe('shirt')
  })
  it('opens a personalised or configured bundle line for editing', () => {
    const engraved = item(
      { itemId: 8, productId: 33 },
      { type: 'bundle' },
      { personalizations: [{ optionId: 1, value: 'Ana', label: 'Engraving' }] },
    )
    expect(lineLink(engraved).query).toEqual({ cartItemId: 8 })
    const plainBundle = item(
      { itemId: 9, productId: 31 },
      { type: 'bundle' },
      { bundleOptions: [{ id: 1, options: null }] },
    )
    expect(lineLink(plainBundle).query).toBeUndefined()
  })
})

describe('droppedCoupon (SPEC §4)', () => {
  it('reports a coupon the server dropped after an update', () => {
    expect(droppedCoupon(cart([], { coupon: true, couponCode: 'DOBRODOSLI5' }), cart([]))).toBe('DOBRODOSLI5')
    // An external API may keep the code while saying coupon=false.
    expect(droppedCoupon(undefined, cart([], { couponCode: 'VR25' }))).toBe('VR25')
  })
  it('stays quiet when the coupon still applies or none was set', () => {
    expect(
      droppedCoupon(
        cart([], { coupon: true, couponCode: 'IZLOG10' }),
        cart([], { coupon: true, couponCode: 'IZLOG10' }),
      ),
    ).toBeNull()
    expect(droppedCoupon(cart([]), cart([]))).toBeNull()
    expect(droppedCoupon(cart([], { id: 'other', coupon: true, couponCode: 'X' }), cart([]))).toBeNull()
  })
})

describe('pickCrossSells', () => {
  const inCart = cart([
    item({ itemId: 1, productId: 1 }),
    item({ itemId: 2, productId: 41 }, { mainProductSlug: 'shirt' }),
  ])
  it('merges the cross-sells of the cart products without duplicates or what is already in the cart', () => {
    const details = [
      detail(1, [card(2), card(3), card(1)]),
      detail(40, [card(3), card(4), card(40), card(41)], {
        associatedProducts: [{ id: 41 }, { id: 42 }] as ProductDetail['associatedProducts'],
      }),
    ]
    expect(pickCrossSells(inCart, details).map((p) => p.id)).toEqual([2, 3, 4])
  })
  it('skips what cannot be bought, tolerates missing details and keeps to the limit', () => {
    const details = [
      undefined,
      detail(1, [card(2, { available: false }), card(3, { isPurchasable: false }), card(5), card(6), card(7)]),
    ]
    expect(pickCrossSells(inCart, details, 2).map((p) => p.id)).toEqual([5, 6])
  })
})

describe('lineOptions', () => {
  it('lists personalisations and attributes as "label: value" and a bundle\'s components', () => {
    const bundle = item(
      { itemId: 3, productId: 33 },
      { type: 'bundle' },
      {
        personalizations: [
          { optionId: 1, value: 'Ana', label: 'Engraving name' },
          { optionId: 2, value: '', label: 'Empty' },
        ],
        attributes: [{ code: 'size', label: 'Shirt — M: Size', valueLabel: 'M' }],
      },
    )
    const bundleDetail = detail(33, [], {
      bundles: [
        { id: 11, productId: 16, qty: 1, format: 'simple', product: { name: 'Vizor X1' } },
        { id: 12, productId: 36, qty: 2, format: 'simple', product: { name: 'Spare lenses' } },
      ] as ProductDetail['bundles'],
    })
    expect(lineOptions(bundle, bundleDetail)).toEqual({
      details: ['Engraving name: Ana', 'Shirt — M: Size: M'],
      components: [
        { id: 11, text: 'Vizor X1' },
        { id: 12, text: '2 × Spare lenses' },
      ],
    })
    expect(lineOptions(bundle, undefined).components).toEqual([])
  })
})

describe('cart errors', () => {
  it('reads codes and SPEC messages', () => {
    expect(endsSession(new ApiError(409, 'Cart is archived.', 'CART_ARCHIVED'))).toBe(true)
    expect(endsSession(new ApiError(503, 'down', 'UPSTREAM_UNAVAILABLE'))).toBe(false)
    expect(isItemNotInCart(new ApiError(404, 'core.notifications.itemNotInCart', 'ITEM_NOT_IN_CART'))).toBe(true)
    expect(isItemNotInCart(new ApiError(404, 'core.notifications.itemNotInCart'))).toBe(true)
    expect(isInvalidQuantity(new ApiError(400, 'error.invalidQuantity', 'INVALID_QUANTITY'))).toBe(true)
    expect(
      isInvalidMemberCard(new ApiError(400, 'core.notifications.membershipCardBarcodeInvalid', 'MEMBER_CARD_INVALID')),
    ).toBe(true)
    expect(isInvalidMemberCard(new Error('core.notifications.membershipCardBarcodeInvalid'))).toBe(false)
    expect(stockLimit(new ApiError(400, 'Only 3 in stock.', 'INSUFFICIENT_STOCK'))).toBe(3)
    expect(stockLimit(new ApiError(400, 'Not enough.', 'INSUFFICIENT_STOCK'))).toBeNull()
    expect(stockLimit(new ApiError(400, 'Only 3 in stock.', 'OTHER'))).toBeUndefined()
  })
})
