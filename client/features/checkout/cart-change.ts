import type { Cart, CartValidation } from '../../../contract/dto/commerce'

export type CartChange = 'unchanged' | 'changed' | 'memberCardInvalid'

/**
 * SPEC §4 cart change check, against the cart the shopper was shown: a card that is no longer
 * valid wins; then a different item count, any line's final price or the cart total differ.
 */
export function cartChange(shown: Cart, check: CartValidation): CartChange {
  if (!check.validateMemberCard) return 'memberCardInvalid'
  const server = check.cart
  if (server.itemsCount !== shown.itemsCount || server.items.length !== shown.items.length) return 'changed'
  if (server.prices.converted.cartTotal !== shown.prices.converted.cartTotal) return 'changed'
  const shownPrices = new Map(shown.items.map((item) => [item.itemId, item.prices.converted.finalPrice]))
  return server.items.some((item) => shownPrices.get(item.itemId) !== item.prices.converted.finalPrice)
    ? 'changed'
    : 'unchanged'
}

/** The event SPEC §4 fires when the member card is no longer valid (the card form listens and clears itself). */
export const MEMBER_CARD_NOT_VALID_EVENT = 'member-card-not-valid'
