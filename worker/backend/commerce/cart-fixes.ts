import type { CartValidationChange } from '../../../contract/dto/commerce'
import { fromCents } from '../money'
import type { CartState } from './cart-state'
import { deleteLine, setCartFields, setLinePrice, setLineQty } from './carts'

/** What validateCart would fix in a cart, and the statements that fix it (none: nothing to fix). */
export interface CartFixes {
  changes: CartValidationChange[]
  statements: D1PreparedStatement[]
  /** The cart has no member card, or a valid one. */
  memberCardOk: boolean
}

/**
 * Checks every line of the cart's state against the catalogue as it was read: an unavailable line
 * goes, a quantity above stock is cut, a changed price is reported (and remembered); an invalid
 * member card is dropped. validateCart writes them; order/place only asks whether there are any.
 */
export function cartFixes(db: D1Database, before: CartState): CartFixes {
  const changes: CartValidationChange[] = []
  const statements: D1PreparedStatement[] = []
  for (const line of before.lines) {
    const { product, row } = line
    const base = { itemId: row.id, productId: product.id, name: product.name, oldQty: row.qty }
    const unavailable =
      product.archived ||
      !product.isPurchasable ||
      !product.available ||
      line.variants.some((x) => x.archived || !x.available)
    if (unavailable || (product.stockQty !== null && product.stockQty <= 0)) {
      changes.push({
        ...base,
        reason: 'unavailable',
        oldPrice: fromCents(row.unitPriceCents),
        newPrice: null,
        newQty: 0,
      })
      statements.push(deleteLine(db, row.id))
      continue
    }
    if (product.stockQty !== null && row.qty > product.stockQty) {
      changes.push({
        ...base,
        reason: 'qtyReduced',
        oldPrice: fromCents(row.unitPriceCents),
        newPrice: fromCents(product.finalPriceCents),
        newQty: product.stockQty,
      })
      statements.push(setLineQty(db, row.id, product.stockQty))
    }
    if (row.unitPriceCents !== product.finalPriceCents) {
      changes.push({
        ...base,
        reason: 'priceChanged',
        oldPrice: fromCents(row.unitPriceCents),
        newPrice: fromCents(product.finalPriceCents),
        newQty: row.qty,
      })
      statements.push(setLinePrice(db, row.id, product.finalPriceCents))
    }
  }
  const memberCardOk = before.cart.memberCardBarcode === null || before.memberCardValid
  if (!memberCardOk) statements.push(...setCartFields(db, before.cart.id, { memberCardBarcode: null }))
  return { changes, statements, memberCardOk }
}
