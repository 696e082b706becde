import type { ProductCard, ProductDetail } from '../../../contract/dto/catalogue'
import type { Cart } from '../../../contract/dto/commerce'

/** SPEC §2 cross-sell list: a few, not a catalogue. */
const CROSS_SELL_LIMIT = 3

/**
 * Cross-sells of the products in the cart (from their product pages' crossSellProducts), in cart
 * order, without duplicates and without anything already in the cart (the products themselves,
 * their main products), only what can be bought.
 */
export function pickCrossSells(
  cart: Cart,
  details: ReadonlyArray<ProductDetail | undefined>,
  limit = CROSS_SELL_LIMIT,
): ProductCard[] {
  const inCart = new Set<number>(cart.items.map((item) => item.productId))
  for (const detail of details) {
    if (!detail) continue
    inCart.add(detail.id)
    for (const variant of detail.associatedProducts) inCart.add(variant.id)
  }
  const picked: ProductCard[] = []
  const seen = new Set<number>()
  for (const detail of details) {
    for (const product of detail?.crossSellProducts ?? []) {
      if (picked.length >= limit) return picked
      if (inCart.has(product.id) || seen.has(product.id) || !product.available || !product.isPurchasable) continue
      seen.add(product.id)
      picked.push(product)
    }
  }
  return picked
}
