import type { EndpointRoutes } from '../routing'
import { adminOrderRoutes } from './admin-order-routes'
import { cartRoutes } from './cart-routes'
import { checkoutRoutes, deliveryRoutes, paymentRoutes } from './checkout-routes'
import { orderRoutes } from './order-routes'
import { wishlistRoutes } from './wishlist-routes'

export { payRoutes } from './pay-routes'

/** Commerce API (brief K): cart, checkout (delivery, payment), orders, wishlist, and the backoffice's orders. */
export const commerceRoutes: readonly EndpointRoutes[] = [
  cartRoutes,
  checkoutRoutes,
  deliveryRoutes,
  paymentRoutes,
  orderRoutes,
  wishlistRoutes,
  adminOrderRoutes,
]
