import { mutationOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import type { Cart, CartAnswer, CartItem, CartValidation, ProductType } from '../../../contract/dto/commerce'

/**
 * The edge cart API (/api/cart): the session cookies are HttpOnly, so the page never sends a
 * cartId or protectCode; the edge adds them. Every mutation answers the whole cart.
 */
interface AddItemInput {
  productId: number
  qty: number
  options?: CartItemOptions
}

export interface CartItemOptions {
  personalizations?: Array<{ optionId: number; value: string }>
  bundleOptions?: Array<{ id: number; options: null | { productId: number } }>
}

export const cartApi = {
  get: (api: ApiFetch) => api<CartAnswer>({ method: 'GET', path: 'api/cart', envelope: true }),
  /** Give up the payment of the session's order awaiting it (issue 34): the cart comes back. */
  cancelPayment: (api: ApiFetch, orderSlug: string) =>
    api<Cart>({ method: 'POST', path: `api/cart/orders/${encodeURIComponent(orderSlug)}/cancel-payment` }),
  add: (api: ApiFetch, input: AddItemInput) => api<Cart>({ method: 'POST', path: 'api/cart/items', body: input }),
  update: (api: ApiFetch, itemId: number, qty: number, options?: CartItemOptions) =>
    api<Cart>({ method: 'PATCH', path: `api/cart/items/${itemId}`, body: options ? { qty, options } : { qty } }),
  remove: (api: ApiFetch, itemId: number) => api<Cart>({ method: 'DELETE', path: `api/cart/items/${itemId}` }),
  applyCoupon: (api: ApiFetch, couponCode: string) =>
    api<Cart>({ method: 'POST', path: 'api/cart/coupon', body: { couponCode } }),
  removeCoupon: (api: ApiFetch) => api<Cart>({ method: 'DELETE', path: 'api/cart/coupon' }),
  applyMemberCard: (api: ApiFetch, barcode: string) =>
    api<Cart>({ method: 'POST', path: 'api/cart/member-card', body: { barcode } }),
  setInstructions: (api: ApiFetch, instructions: string) =>
    api<Cart>({ method: 'PUT', path: 'api/cart/instructions', body: { instructions } }),
  validate: (api: ApiFetch) => api<CartValidation>({ method: 'POST', path: 'api/cart/validate' }),
  /** Forget the session after an order (the cart stays archived upstream). */
  forget: (api: ApiFetch) => api<null>({ method: 'DELETE', path: 'api/cart/session' }),
}

/** What add to cart sends: a product (its name and type name the toast), a checked quantity, a line being edited. */
export interface CartAddition {
  product: { id: number; name: string; type: ProductType }
  qty: number
  options?: CartItemOptions
  /** Editing a line (?cartItemId=): the line is updated instead of a new one added. */
  cartItemId?: number | null
}

/** Add to cart, or update the line being edited; answers the whole cart. */
export const addToCartMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: (input: CartAddition) =>
      input.cartItemId
        ? cartApi.update(api, input.cartItemId, input.qty, input.options)
        : cartApi.add(api, {
            productId: input.product.id,
            qty: input.qty,
            ...(input.options ? { options: input.options } : {}),
          }),
  })

/** Removes one line (the variable; its product names the toast). */
export const removeCartLineMutation = (api: ApiFetch) =>
  mutationOptions({ mutationFn: (line: CartItem) => cartApi.remove(api, line.itemId) })

/** Applies a coupon code (the variable). */
export const applyCouponMutation = (api: ApiFetch) =>
  mutationOptions({ mutationFn: (couponCode: string) => cartApi.applyCoupon(api, couponCode) })

/** Removes the cart's coupon. */
export const removeCouponMutation = (api: ApiFetch) => mutationOptions({ mutationFn: () => cartApi.removeCoupon(api) })

/** Applies a membership card's barcode (the variable). */
export const applyMemberCardMutation = (api: ApiFetch) =>
  mutationOptions({ mutationFn: (barcode: string) => cartApi.applyMemberCard(api, barcode) })
