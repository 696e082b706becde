import { lazy } from 'react'

/** In the browser "remove from cart" is its own chunk (see ./remove-from-cart-source). */
export const RemoveFromCart = lazy(() =>
  import('./remove-from-cart').then((module) => ({ default: module.RemoveFromCart })),
)
