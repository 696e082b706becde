import type { ApiFetch } from '../../../contract/api'
import type { Cart, CartValidation } from '../../../contract/dto/commerce'

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
  get: (api: ApiFetch) => api<Cart | null>({ method: 'GET', path: 'api/cart' }),
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
