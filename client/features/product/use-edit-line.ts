import type { ProductDetail } from '../../lib/dto/catalogue'
import type { Cart, CartItem } from '../../lib/dto/commerce'
import { useCart } from '../cart/use-cart'
import { useHydrated } from '../cart/use-hydrated'

/** `?cartItemId=` → the id, or null when absent or malformed. */
export function parseCartItemId(raw: string | null): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw.trim())) return null
  const id = Number(raw.trim())
  return id > 0 ? id : null
}

/** A cart line of this product (itself or one of its variants), or null. */
export function lineOfProduct(cart: Cart | null | undefined, product: Pick<ProductDetail, 'id' | 'associatedProducts'>, itemId: number | null): CartItem | null {
  if (!cart || itemId === null) return null
  const line = cart.items.find((item) => item.itemId === itemId)
  if (!line) return null
  return line.productId === product.id || product.associatedProducts.some((variant) => variant.id === line.productId) ? line : null
}

/** SPEC §4 "quantity in cart": the summed quantity of the lines of one product. */
export function quantityInCart(cart: Cart | null | undefined, productId: number): number {
  return cart ? cart.items.filter((item) => item.productId === productId).reduce((sum, item) => sum + item.qty, 0) : 0
}

/**
 * The visitor's cart for the product page, undefined until the page has hydrated: the cart is
 * fetched in the browser only, and an answer that arrives while another part of the page is
 * still hydrating must not change what this part hydrates with (the server rendered no cart).
 */
export function useHydratedCart(): Cart | null | undefined {
  const { data } = useCart()
  return useHydrated() ? data : undefined
}

/** The cart line being edited (`?cartItemId=`), once the cart has loaded in the browser. */
export function useEditLine(product: Pick<ProductDetail, 'id' | 'associatedProducts'>, itemId: number | null): CartItem | null {
  return lineOfProduct(useHydratedCart(), product, itemId)
}
