import * as v from 'valibot'
import { adminListQuery, IdParamsSchema } from '../schemas/params'
import type { AdminOrderDetail, AdminOrderRow } from '../dto/admin'
import type { LastPagePage } from '../dto/cms'
import type {
  AbandonedCart,
  Cart,
  CartReopen,
  CartSession,
  CartValidation,
  CheckoutCountry,
  DeliveryMethod,
  Order,
  OrderCreateResult,
  OrderPlaceResult,
  OrderList,
  PaymentCancelled,
  PaymentMethod,
  PaymentSuccessResult,
  WishlistDeleteResult,
  WishlistItem,
  WishlistList,
} from '../dto/commerce'
import {
  AbandonedSchema,
  AddItemSchema,
  ApplicableDeliverySchema,
  ApplicablePaymentSchema,
  ApplyCouponSchema,
  ApplyMemberCardSchema,
  CartAuthSchema,
  CountriesSchema,
  DeleteItemSchema,
  InstructionsSchema,
  OrderCreateSchema,
  OrderPlaceSchema,
  OrderFilterSchema,
  OrderPaySchema,
  OrderCancelPaymentSchema,
  OrderGetQuerySchema,
  PgSuccessSchema,
  ProductIdParamSchema,
  SaveDeliverySchema,
  SavePaymentSchema,
  UpdateItemSchema,
  WishlistCreateSchema,
  WishlistQuerySchema,
} from '../schemas/commerce'
import { OrderStatusSchema } from '../schemas/orders'
import { cartBound, endpoint } from './endpoint'

/** The backoffice's order list: `?page=&q=&status=` (a longer search is a clear 400, never a failed query). */
const AdminOrdersQuerySchema = adminListQuery({ status: v.optional(v.union([v.literal(''), OrderStatusSchema])) })

/** Cart, checkout (countries, delivery, payment), orders, wishlist (brief K) and the backoffice's orders (issue 16). */
export const commerce = {
  /** A new cart: its protect code lives in HttpOnly cookies, so only the edge's /api/cart asks. */
  cartNewSession: endpoint<CartSession>()({
    method: 'GET',
    path: 'api/v2/cart/getNewCartSession',
    access: 'cart',
    cache: 'none',
    edgeOnly: 'cart',
  }),
  cartGet: endpoint<Cart>()({
    method: 'POST',
    path: 'api/v2/cart/getCart',
    access: 'cart',
    cache: 'none',
    body: cartBound(CartAuthSchema),
  }),
  /** After an order: a failed one gives the shopper the cart back. */
  cartReopen: endpoint<CartReopen>()({
    method: 'POST',
    path: 'api/v2/cart/reopen',
    access: 'cart',
    cache: 'none',
    edgeOnly: 'cart',
    body: CartAuthSchema,
  }),
  /** At login: the account's last open cart (the backend reads the session's user). */
  cartAbandoned: endpoint<AbandonedCart | null>()({
    method: 'POST',
    path: 'api/v2/cart/getAbandoned',
    access: 'cart',
    cache: 'none',
    edgeOnly: 'cart',
    body: AbandonedSchema,
  }),
  cartAddItem: endpoint<Cart>()({
    method: 'POST',
    path: 'api/v2/cart/addItem',
    access: 'cart',
    cache: 'none',
    body: cartBound(AddItemSchema),
  }),
  cartUpdateItem: endpoint<Cart>()({
    method: 'PATCH',
    path: 'api/v2/cart/updateItem',
    access: 'cart',
    cache: 'none',
    body: cartBound(UpdateItemSchema),
  }),
  cartDeleteItem: endpoint<Cart>()({
    method: 'DELETE',
    path: 'api/v2/cart/deleteItem',
    access: 'cart',
    cache: 'none',
    body: cartBound(DeleteItemSchema),
  }),
  cartClear: endpoint<Cart>()({
    method: 'POST',
    path: 'api/v2/cart/clearCart',
    access: 'cart',
    cache: 'none',
    body: cartBound(CartAuthSchema),
  }),
  cartApplyCoupon: endpoint<Cart>()({
    method: 'POST',
    path: 'api/v2/cart/applyCoupon',
    access: 'cart',
    cache: 'none',
    body: cartBound(ApplyCouponSchema),
  }),
  cartRemoveCoupon: endpoint<Cart>()({
    method: 'POST',
    path: 'api/v2/cart/removeCoupon',
    access: 'cart',
    cache: 'none',
    body: cartBound(CartAuthSchema),
  }),
  /** A membership card is an account's: the backend refuses a caller without a session. */
  cartApplyMemberCard: endpoint<Cart>()({
    method: 'POST',
    path: 'api/v2/cart/applyMemberCard',
    access: 'cart',
    cache: 'none',
    body: cartBound(ApplyMemberCardSchema),
  }),
  cartSetInstructions: endpoint<Cart>()({
    method: 'PATCH',
    path: 'api/v2/cart/setInstructions',
    access: 'cart',
    cache: 'none',
    body: cartBound(InstructionsSchema),
  }),
  cartValidate: endpoint<CartValidation>()({
    method: 'POST',
    path: 'api/v2/cart/validateCart',
    access: 'cart',
    cache: 'none',
    body: cartBound(CartAuthSchema),
  }),

  checkoutCountries: endpoint<CheckoutCountry[]>()({
    method: 'POST',
    path: 'api/v2/checkout/getAvailableCountries',
    access: 'cart',
    cache: 'none',
    cartOptional: true,
    body: cartBound(CountriesSchema),
  }),
  /** The same answer as checkout/getAvailableCountries (SPEC §7 names both). */
  deliveryCountries: endpoint<CheckoutCountry[]>()({
    method: 'POST',
    path: 'api/v2/delivery/getDeliveryByAvailableCountries',
    access: 'cart',
    cache: 'none',
    cartOptional: true,
    body: cartBound(CountriesSchema),
  }),
  deliveryMethods: endpoint<DeliveryMethod[]>()({
    method: 'POST',
    path: 'api/v2/delivery/getApplicableDeliveryMethods',
    access: 'cart',
    cache: 'none',
    body: cartBound(ApplicableDeliverySchema),
  }),
  deliverySave: endpoint<Cart>()({
    method: 'PUT',
    path: 'api/v2/delivery/saveDeliveryMethod',
    access: 'cart',
    cache: 'none',
    body: cartBound(SaveDeliverySchema),
  }),
  paymentMethods: endpoint<PaymentMethod[]>()({
    method: 'POST',
    path: 'api/v2/payment/getApplicablePaymentMethods',
    access: 'cart',
    cache: 'none',
    body: cartBound(ApplicablePaymentSchema),
  }),
  paymentSave: endpoint<Cart>()({
    method: 'PUT',
    path: 'api/v2/payment/savePaymentMethod',
    access: 'cart',
    cache: 'none',
    body: cartBound(SavePaymentSchema),
  }),

  orderCreate: endpoint<OrderCreateResult>()({
    method: 'POST',
    path: 'api/v2/order/create',
    access: 'cart',
    cache: 'none',
    body: cartBound(OrderCreateSchema),
  }),
  /**
   * izlog's own, NOT part of SPEC (issue 38): savePaymentMethod, the cart's check and order/create in
   * one call of the embedded backend (one read, one write). The edge uses it only when the backend is
   * embedded; an external UPSTREAM_URL gets SPEC's three calls.
   */
  orderPlace: endpoint<OrderPlaceResult>()({
    method: 'POST',
    path: 'api/v2/order/place',
    access: 'cart',
    cache: 'none',
    body: cartBound(OrderPlaceSchema),
  }),
  /** The wallet's return call: where to go once the provider confirmed (or not) the payment. */
  orderPaymentSuccess: endpoint<PaymentSuccessResult>()({
    method: 'POST',
    path: 'api/v2/order/pgSuccess/:id',
    access: 'public',
    cache: 'none',
    params: IdParamsSchema,
    body: PgSuccessSchema,
  }),
  /** "Pay now": a new payment session for a pending card or wallet order, until its payment time ends. */
  orderPay: endpoint<OrderCreateResult>()({
    method: 'POST',
    path: 'api/v2/order/pay/:slug',
    access: 'public',
    cache: 'none',
    body: OrderPaySchema,
  }),
  /** Giving up a pending card or wallet payment: the order fails, its stock goes back, its payment sessions close. */
  orderCancelPayment: endpoint<PaymentCancelled>()({
    method: 'POST',
    path: 'api/v2/order/cancelPayment/:slug',
    access: 'public',
    cache: 'none',
    body: OrderCancelPaymentSchema,
  }),
  orderList: endpoint<OrderList>()({
    method: 'POST',
    path: 'api/v2/order/filter',
    access: 'user',
    cache: 'none',
    body: OrderFilterSchema,
  }),
  /** Only for its owner: the account, or whoever holds its cart's id + protect code. */
  orderGet: endpoint<Order>()({
    method: 'GET',
    path: 'api/v2/order/get/:slug',
    access: 'public',
    cache: 'none',
    query: OrderGetQuerySchema,
  }),
  /** The confirmation e-mail's signed link: that one order, for whoever holds the link. */
  orderByLink: endpoint<Order>()({
    method: 'GET',
    path: 'api/v2/order/link/:token',
    access: 'public',
    cache: 'none',
  }),

  wishlistAdd: endpoint<WishlistItem | null>()({
    method: 'POST',
    path: 'api/v1/wishlist/create',
    access: 'user',
    cache: 'none',
    body: WishlistCreateSchema,
  }),
  wishlistRemove: endpoint<WishlistDeleteResult>()({
    method: 'DELETE',
    path: 'api/v1/wishlist/delete/:productId',
    access: 'user',
    cache: 'none',
    params: ProductIdParamSchema,
  }),
  wishlistList: endpoint<WishlistList>()({
    method: 'GET',
    path: 'api/v1/wishlist/filter',
    access: 'user',
    cache: 'none',
    query: WishlistQuerySchema,
  }),

  adminOrders: endpoint<LastPagePage<AdminOrderRow>>()({
    method: 'GET',
    path: 'api/v1/admin/orders',
    access: 'staff',
    area: 'orders',
    cache: 'none',
    query: AdminOrdersQuerySchema,
  }),
  adminOrder: endpoint<AdminOrderDetail>()({
    method: 'GET',
    path: 'api/v1/admin/orders/:id',
    access: 'staff',
    area: 'orders',
    cache: 'none',
    params: IdParamsSchema,
  }),
  adminOrderMarkPaid: endpoint<AdminOrderDetail>()({
    method: 'POST',
    path: 'api/v1/admin/orders/:id/markPaid',
    access: 'staff',
    area: 'orders',
    cache: 'none',
    params: IdParamsSchema,
  }),
  adminOrderCancel: endpoint<AdminOrderDetail>()({
    method: 'POST',
    path: 'api/v1/admin/orders/:id/cancel',
    access: 'staff',
    area: 'orders',
    cache: 'none',
    params: IdParamsSchema,
  }),
}
