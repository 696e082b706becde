import { Hono } from 'hono'
import type { BackendEnv } from '../context'
import { cartRoutes } from './cart-routes'
import { checkoutRoutes } from './checkout-routes'
import { orderRoutes } from './order-routes'
import { payRoutes } from './pay-routes'
import { wishlistRoutes } from './wishlist-routes'

/** Commerce API (brief K): cart, checkout (delivery, payment), orders, hosted test payment page, wishlist. */
export const commerceRoutes = new Hono<BackendEnv>()

commerceRoutes.route('/', cartRoutes)
commerceRoutes.route('/', checkoutRoutes)
commerceRoutes.route('/', orderRoutes)
commerceRoutes.route('/', payRoutes)
commerceRoutes.route('/', wishlistRoutes)
