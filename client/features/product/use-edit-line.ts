import type { ProductDetail } from '../../../contract/dto/catalogue'
import type { Cart, CartBundleOption, CartItem } from '../../../contract/dto/commerce'
import { useHydratedCart } from '../cart/use-cart'

/** `?cartItemId=` → the id, or null when absent or malformed. */
export function parseCartItemId(raw: string | null): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw.trim())) return null
  const id = Number(raw.trim())
  return id > 0 ? id : null
}

/** A cart line of this product (itself or one of its variants), or null. */
function lineOfProduct(
  cart: Cart | null | undefined,
  product: Pick<ProductDetail, 'id' | 'associatedProducts'>,
  itemId: number | null,
): CartItem | null {
  if (!cart || itemId === null) return null
  const line = cart.items.find((item) => item.itemId === itemId)
  if (!line) return null
  return line.productId === product.id || product.associatedProducts.some((variant) => variant.id === line.productId)
    ? line
    : null
}

/** SPEC §4 "quantity in cart": the summed quantity of the lines of one product. */
export function quantityInCart(cart: Cart | null | undefined, productId: number): number {
  return cart ? cart.items.filter((item) => item.productId === productId).reduce((sum, item) => sum + item.qty, 0) : 0
}

/** What the product page has chosen for a line: the filled-in personalisations and, for a customized bundle, its choices. */
export interface ChosenOptions {
  personalizations: ReadonlyArray<{ optionId: number; value: string }>
  /** Left out where the bundle's choices are fixed (the cart line always holds the same). */
  bundleOptions?: readonly CartBundleOption[]
}

const personalizationKey = (entries: ChosenOptions['personalizations']) =>
  JSON.stringify([...entries].sort((a, b) => a.optionId - b.optionId).map((p) => [p.optionId, p.value]))

const bundleKey = (entries: readonly CartBundleOption[]) =>
  JSON.stringify([...entries].sort((a, b) => a.id - b.id).map((b) => [b.id, b.options?.productId ?? null]))

/**
 * SPEC §4 product controller "removable": the cart line the page's remove takes out — the line
 * being edited when it is the active product's, else the active product's line with the chosen
 * options (the line an add of the same choices goes to: the cart merges by product and options).
 * Null when there is none with a quantity above zero.
 */
export function removableLine(
  cart: Cart | null | undefined,
  productId: number,
  chosen: ChosenOptions,
  editLine: CartItem | null,
): CartItem | null {
  if (editLine && editLine.productId === productId && editLine.qty > 0) return editLine
  if (!cart) return null
  const personalizations = personalizationKey(chosen.personalizations)
  const bundle = chosen.bundleOptions ? bundleKey(chosen.bundleOptions) : null
  return (
    cart.items.find(
      (line) =>
        line.productId === productId &&
        line.qty > 0 &&
        personalizationKey(line.options.personalizations) === personalizations &&
        (bundle === null || bundleKey(line.options.bundleOptions) === bundle),
    ) ?? null
  )
}

/** The cart line being edited (`?cartItemId=`), once the cart has loaded in the browser. */
export function useEditLine(
  product: Pick<ProductDetail, 'id' | 'associatedProducts'>,
  itemId: number | null,
): CartItem | null {
  return lineOfProduct(useHydratedCart(), product, itemId)
}
