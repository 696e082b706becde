import { lazy } from 'react'

/** In the browser the wishlist's button is its own chunk (see ./wishlist-button-source). */
export const WishlistButton = lazy(() =>
  import('./wishlist-button').then((module) => ({ default: module.WishlistButton })),
)
