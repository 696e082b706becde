import * as v from 'valibot'
import type { Cart, CartValidation } from './dto/commerce'

export type CartChange = 'unchanged' | 'changed' | 'memberCardInvalid'

/** What the shopper saw of the cart when they pressed "order": enough to tell a change (SPEC §4). */
export const ShownCartSchema = v.object({
  itemsCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  cartTotal: v.number(),
  items: v.pipe(
    v.array(v.object({ itemId: v.pipe(v.number(), v.integer()), finalPrice: v.number() })),
    v.maxLength(500),
  ),
})
export type ShownCart = v.InferOutput<typeof ShownCartSchema>

export const shownCart = (cart: Cart): ShownCart => ({
  itemsCount: cart.itemsCount,
  cartTotal: cart.prices.converted.cartTotal,
  items: cart.items.map((item) => ({ itemId: item.itemId, finalPrice: item.prices.converted.finalPrice })),
})

/**
 * SPEC §4 cart change check, against the cart the shopper was shown: a card that is no longer
 * valid wins; then a different item count, any line's final price or the cart total differ.
 * The edge runs it before it places the order (worker/routes/checkout.ts).
 */
export function cartChange(shown: ShownCart, check: CartValidation): CartChange {
  if (!check.validateMemberCard) return 'memberCardInvalid'
  const server = check.cart
  if (server.itemsCount !== shown.itemsCount || server.items.length !== shown.items.length) return 'changed'
  if (server.prices.converted.cartTotal !== shown.cartTotal) return 'changed'
  const shownPrices = new Map(shown.items.map((item) => [item.itemId, item.finalPrice]))
  return server.items.some((item) => shownPrices.get(item.itemId) !== item.prices.converted.finalPrice)
    ? 'changed'
    : 'unchanged'
}
