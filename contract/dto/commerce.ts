/**
 * Response types of the commerce calls (cart, checkout, delivery, payment, orders, wishlist).
 * Every value is the `data` of the backend envelope. Money is EUR with 2 decimals, gross
 * (tax included). Paths are relative to the API root.
 */
import type { OrderAfterSale } from './after-sale'
import type { AddressFields } from './users'
import type { CartLineChange } from '../cart-change'

export type ProductType = 'simple' | 'configurable' | 'bundle' | 'eProduct'

/** GET api/v2/cart/getNewCartSession. */
export interface CartSession {
  cartId: string
  protectCode: string
}

/** POST api/v2/cart/getAbandoned (or null): the customer's cart for this device after login. */
export interface AbandonedCart extends CartSession {
  /** Lines of the device's anonymous cart merged into the customer's cart (0: nothing merged). */
  mergedLines: number
}

/** Cart money block: `prices.converted` (SPEC §3). coupon is ≤ 0, loyalty ≥ 0 (saved by the member card). */
export interface CartTotals {
  cartTotal: number
  coupon: number
  delivery: number
  itemsTotal: number
  loyalty: number
  orderTotal: number
  tax: number
}

export interface CartPersonalization {
  optionId: number
  value: string
  /** Option label in the request language (for display). */
  label: string
}

export interface CartBundleOption {
  /** Component product id of the bundle. */
  id: number
  /** The chosen variant for a configurable component, null otherwise. */
  options: null | { productId: number }
}

export interface CartLineAttribute {
  code: string
  label: string
  valueLabel: string
}

export interface CartItem {
  itemId: number
  productId: number
  qty: number
  productData: {
    name: string
    slug: string
    /** Set for a variant of a configurable: the product page to link (with ?cartItemId=). */
    mainProductSlug: string | null
    /** Image URL (medium size) or null. */
    media: string | null
    type: ProductType
    sku: string
  }
  options: {
    personalizations: CartPersonalization[]
    bundleOptions: CartBundleOption[]
    attributes: CartLineAttribute[]
  }
  prices: {
    converted: {
      /** Unit price charged (membership price when a valid card applies). */
      finalPrice: number
      /** finalPrice × qty. */
      row: number
      /** The regular unit price before a membership price. */
      regularPrice: number
    }
  }
}

/** POST api/v2/cart/getCart and every cart mutation. */
export interface Cart {
  id: string
  /** Only present in the response that creates the session. */
  protectCode?: string
  /** The session identifier (equals id). */
  session: string
  /** True while a coupon is applied and valid. */
  coupon: boolean
  couponCode: string | null
  items: CartItem[]
  /** Σ qty over items. */
  itemsCount: number
  prices: { converted: CartTotals }
  currency: { id: number; code: string; symbol: string }
  /** All items are eProducts: no delivery step, no delivery price. */
  digitalOnly: boolean
  deliveryMethodId: number | null
  paymentMethodId: number | null
  options: { deliveryBranchId: number | null }
  instructions: string
  memberCardBarcode: string | null
  /** Incremented on every change (two tabs stay consistent). */
  version: number
}

/**
 * POST api/v2/cart/reopen (the edge's, never the page's): an archived cart whose order failed is
 * copied into a new session ('reopened'); a placed or paid order names its number ('ordered'); an
 * order still awaiting payment leaves it 'archived'.
 */
export type CartReopen =
  | { state: 'active' }
  | { state: 'archived' }
  | { state: 'ordered'; orderSlug: string }
  | ({ state: 'reopened' } & CartSession)
  /** Its card or wallet order still waits for the provider, with a payment session open until `payableUntil` (issue 34). */
  | { state: 'awaitingPayment'; orderSlug: string; payableUntil: string }

/** GET /api/cart (the edge): the cart, or none and its order still awaiting a card or wallet payment (issue 34). */
export interface CartAnswer {
  data: Cart | null
  awaitingPayment?: AwaitingPayment
}

export interface AwaitingPayment {
  orderSlug: string
  payableUntil: string
}

/** POST api/v2/order/cancelPayment/:slug: the order that failed (its cart can be reopened). */
export interface PaymentCancelled {
  orderSlug: string
}

/** A payment provider's hosted form, as the edge checked it: the page builds and submits it. */
export interface ProviderForm {
  /** A path of this site, or an https URL of an allowed provider origin. */
  action: string
  method: 'post' | 'get'
  fields: Array<{ name: string; value: string }>
}

/**
 * POST /api/checkout/order (the edge's answer to order/create): what comes next for the browser —
 * nothing to pay here (the success page), the provider's form to submit, or wallet buttons.
 */
export type PlacedOrder = OrderPlaced | CartChanged

/** The order was placed: what the browser does next. */
export type OrderPlaced = { orderSlug: string; orderId: number } & (
  { next: 'done' } | { next: 'form'; form: ProviderForm } | { next: 'wallet'; wallet: WalletPayment }
)

/** Not placed: the cart changed since the shopper saw it (or the member card is no longer valid). */
export interface CartChanged {
  next: 'cartChanged'
  change: 'changed' | 'memberCardInvalid'
  /** What changed, for the message that names each change. */
  lines: CartLineChange[]
  cart: Cart
}

/** One change found by validateCart. */
export interface CartValidationChange {
  itemId: number
  productId: number
  name: string
  reason: 'priceChanged' | 'unavailable' | 'qtyReduced'
  oldPrice: number | null
  newPrice: number | null
  oldQty: number
  newQty: number
}

/** POST api/v2/cart/validateCart. */
export interface CartValidation {
  items: CartValidationChange[]
  cart: Cart
  /** False when a member card was applied but is no longer valid (it was removed). */
  validateMemberCard: boolean
  /** True when anything changed (prices, availability, quantities, member card). */
  changed: boolean
}

/** POST api/v2/checkout/getAvailableCountries, api/v2/delivery/getDeliveryByAvailableCountries. */
export interface CheckoutCountry {
  id: number
  iso: string
  name: string
}

export interface DeliveryBranch {
  id: number
  name: string
  address: string
}

/** A pickup branch as checkout offers it: with its opening hours in the request's language ('' = not given). */
export interface DeliveryOption extends DeliveryBranch {
  hours: string
}

/** POST api/v2/delivery/getApplicableDeliveryMethods → DeliveryMethod[]. */
export interface DeliveryMethod {
  id: number
  name: string
  description: string
  /** Price for this cart (0 when free over the threshold). */
  price: number
  /** The method's list price. */
  basePrice: number
  freeOver: number | null
  /** Branches to choose from (empty: no branch needed). */
  options: DeliveryOption[]
}

export type PaymentType = 'HPF' | 'COD' | 'WALLET' | 'BANK_TRANSFER'

/** POST api/v2/payment/getApplicablePaymentMethods → PaymentMethod[]. */
export interface PaymentMethod {
  id: number
  name: string
  description: string
  paymentType: PaymentType
}

/** PUT api/v2/delivery/saveDeliveryMethod and api/v2/payment/savePaymentMethod → the cart. */
export type SaveMethodResult = Cart

/**
 * Wallet order: the storefront renders these buttons; a button opens the wallet provider's approval
 * page (approveUrl). The provider confirms the payment; order/pgSuccess then only looks it up.
 */
export interface WalletPayment {
  type: 'wallet'
  mode: 'one-time' | 'subscription'
  buttons: Array<{ id: string; label: string }>
  orderId: number
  amount: number
  currency: string
  approveUrl: string
}

/**
 * POST api/v2/order/create. html: '' for cash on delivery (order placed), an HTML string with a
 * `<form method="post" action="/pay/{token}">` for card payment (inject and submit it), or a
 * WalletPayment object.
 */
export interface OrderCreateResult {
  html: string | WalletPayment
  orderSlug: string
  orderId: number
}

/**
 * POST api/v2/order/place — izlog's own call, NOT part of SPEC (issue 38): the embedded backend
 * saves the payment method, checks the cart against what the shopper saw and creates the order in
 * one read and one write. `changed`: the cart differs from what the shopper saw (nothing written).
 * `validate`: the cart needs validateCart's fixes (nothing written), so the caller makes SPEC's
 * three calls. The edge makes SPEC's three calls to an external UPSTREAM_URL in any case.
 */
export type OrderPlaceResult =
  | { outcome: 'placed'; created: OrderCreateResult }
  | { outcome: 'changed'; check: CartValidation }
  | { outcome: 'validate' }

/** POST api/v2/order/pgSuccess/:id → { url } (success path with ?orderSlug=). */
export interface PaymentSuccessResult {
  url: string
}

/**
 * Every status an order can have, in the order of its life (the admin's status filter lists them so):
 * issue 36's one state machine (worker/backend/fulfilment/order-states.ts says which action leads where).
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'placed',
  'paid',
  'processing',
  'partly_shipped',
  'shipped',
  'delivered',
  'return_requested',
  'return_received',
  'partly_refunded',
  'refunded',
  'cancelled',
  'failed',
] as const

export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** The address as it was when the order was placed. */
/** An order's address as it was at order time, its country also by name in the order's language. */
export type OrderAddress = AddressFields & { countryName: string }

export interface OrderLine {
  id: number
  productId: number | null
  name: string
  sku: string
  qty: number
  unitPrice: number
  rowTotal: number
  options: {
    personalizations: CartPersonalization[]
    bundleOptions: CartBundleOption[]
    attributes: CartLineAttribute[]
  }
}

export interface OrderSummary {
  id: number
  slug: string
  status: OrderStatus
  createdAt: string
  orderTotal: number
  currency: string
  itemsCount: number
}

/** GET api/v2/order/get/:slug. */
export interface Order extends OrderSummary {
  email: string
  language: 'hr' | 'en'
  giftMessage: string
  orderMessage: string
  couponCode: string | null
  prices: CartTotals
  deliveryMethod: { id: number; name: string } | null
  deliveryBranch: DeliveryBranch | null
  paymentMethod: { id: number; name: string; paymentType: PaymentType } | null
  shippingAddress: OrderAddress | null
  billingAddress: OrderAddress | null
  companyData: { companyName: string; oib: string } | null
  lines: OrderLine[]
  extendedDetails: Record<string, unknown>
  /** While a bank-transfer order awaits its payment: what to pay where (HUB-3). */
  bankTransfer: BankTransfer | null
  /** A card or wallet order awaiting its payment can be paid ("pay now") until this time (ISO); otherwise null. */
  payableUntil: string | null
  /** What happened after the sale (issue 36): shipments, digital delivery, invoices, refunds, returns. */
  afterSale: OrderAfterSale
}

/** Payment details of a bank-transfer order (HUB-3A). `barcodeSvg` is added by the edge (a PDF417 of `payload`). */
export interface BankTransfer {
  recipient: string
  street: string
  city: string
  iban: string
  model: string
  reference: string
  description: string
  amount: number
  currency: string
  /** The HUB-3A barcode text. */
  payload: string
  barcodeSvg?: string
}

/** The lastPage pagination form (SPEC §3). */
export interface LastPageList<T> {
  data: T[]
  page: number
  limit: number
  perPage: number
  total: number
  lastPage: number
}

/** POST api/v2/order/filter. */
export type OrderList = LastPageList<OrderSummary>

/** A product card inside a wishlist entry. */
export interface WishlistProduct {
  id: number
  name: string
  slug: string
  type: ProductType
  sku: string
  media: string | null
  retailPrice: number
  finalPrice: number
  membershipPrice: number | null
  available: boolean
  isPurchasable: boolean
}

/** POST api/v1/wishlist/create → WishlistItem; GET api/v1/wishlist/filter → WishlistList. */
export interface WishlistItem {
  id: number
  product_id: number
  createdAt: string
  product: WishlistProduct | null
}

export type WishlistList = LastPageList<WishlistItem>

/** DELETE api/v1/wishlist/delete/:productId. */
export interface WishlistDeleteResult {
  product_id: number
  deleted: boolean
}
