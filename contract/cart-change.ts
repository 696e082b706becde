import * as v from 'valibot'
import type { Cart, CartValidation } from './dto/commerce'

export type CartChange = 'unchanged' | 'changed' | 'memberCardInvalid'

/** What the shopper saw of the cart when they pressed "order": enough to tell a change and name it (SPEC §4). */
export const ShownCartSchema = v.object({
  itemsCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  cartTotal: v.number(),
  items: v.pipe(
    v.array(
      v.object({
        itemId: v.pipe(v.number(), v.integer()),
        finalPrice: v.number(),
        qty: v.pipe(v.number(), v.integer(), v.minValue(0)),
        name: v.pipe(v.string(), v.maxLength(500)),
      }),
    ),
    v.maxLength(500),
  ),
})
export type ShownCart = v.InferOutput<typeof ShownCartSchema>

export const shownCart = (cart: Cart): ShownCart => ({
  itemsCount: cart.itemsCount,
  cartTotal: cart.prices.converted.cartTotal,
  items: cart.items.map((item) => ({
    itemId: item.itemId,
    finalPrice: item.prices.converted.finalPrice,
    qty: item.qty,
    name: item.productData.name,
  })),
})

/**
 * One difference between the cart the shopper saw and the server's, as the page names it: a unit
 * price, a quantity (`stockLeft` when it was cut to what is in stock), a line that is gone
 * (`unavailable` when the shop took it out) or new, or, when no line explains it, the total.
 */
export type CartLineChange =
  | { kind: 'price'; name: string; from: number; to: number }
  | { kind: 'quantity'; name: string; from: number; to: number; stockLeft: number | null }
  | { kind: 'removed'; name: string; unavailable: boolean }
  | { kind: 'added'; name: string; qty: number }
  | { kind: 'total'; from: number; to: number }

/**
 * What changed, line by line in the order the shopper saw them (lines new to them last). The
 * reasons come from validateCart's own report (stock, availability); a change it did not make
 * (another tab) is still named, without a reason.
 */
export function cartLineChanges(shown: ShownCart, check: CartValidation): CartLineChange[] {
  const server = check.cart
  const serverLines = new Map(server.items.map((item) => [item.itemId, item]))
  const reported = (itemId: number, reason: CartValidation['items'][number]['reason']) =>
    check.items.find((change) => change.itemId === itemId && change.reason === reason)
  const changes: CartLineChange[] = []
  for (const seen of shown.items) {
    const now = serverLines.get(seen.itemId)
    if (!now) {
      changes.push({ kind: 'removed', name: seen.name, unavailable: !!reported(seen.itemId, 'unavailable') })
      continue
    }
    const name = now.productData.name
    if (now.prices.converted.finalPrice !== seen.finalPrice)
      changes.push({ kind: 'price', name, from: seen.finalPrice, to: now.prices.converted.finalPrice })
    if (now.qty !== seen.qty) {
      const cut = reported(seen.itemId, 'qtyReduced')
      changes.push({ kind: 'quantity', name, from: seen.qty, to: now.qty, stockLeft: cut ? cut.newQty : null })
    }
  }
  const seenIds = new Set(shown.items.map((item) => item.itemId))
  for (const item of server.items)
    if (!seenIds.has(item.itemId)) changes.push({ kind: 'added', name: item.productData.name, qty: item.qty })
  const total = server.prices.converted.cartTotal
  if (changes.length === 0 && total !== shown.cartTotal)
    changes.push({ kind: 'total', from: shown.cartTotal, to: total })
  return changes
}

/**
 * SPEC §4 cart change check, against the cart the shopper was shown: a card that is no longer
 * valid wins; then a different item count, any line (its price, quantity, presence) or the cart
 * total. The edge runs it before it places the order (worker/routes/checkout.ts).
 */
export function cartChange(shown: ShownCart, check: CartValidation): CartChange {
  if (!check.validateMemberCard) return 'memberCardInvalid'
  if (check.cart.itemsCount !== shown.itemsCount) return 'changed'
  return cartLineChanges(shown, check).length > 0 ? 'changed' : 'unchanged'
}
