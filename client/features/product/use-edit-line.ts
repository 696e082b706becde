import type { ProductDetail } from '../../../contract/dto/catalogue'
import type { Cart, CartItem } from '../../../contract/dto/commerce'
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

/** The cart line being edited (`?cartItemId=`), once the cart has loaded in the browser. */
export function useEditLine(
  product: Pick<ProductDetail, 'id' | 'associatedProducts'>,
  itemId: number | null,
): CartItem | null {
  return lineOfProduct(useHydratedCart(), product, itemId)
}
