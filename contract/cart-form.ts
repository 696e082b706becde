/**
 * The cart's HTML forms (issue 38): what a form posted before (or without) the app sends to the
 * edge (worker/routes/cart-forms.ts), and the outcome the edge's 303 redirect carries back in the
 * query (`?cart=added`), which the page shows translated (`cart.outcome.<key>`) in a status region.
 * Only these keys ever travel: never a message text.
 */
export const CART_FORM_BASE = '/api/cart-form'

export const cartFormActions = {
  add: `${CART_FORM_BASE}/items`,
  update: (itemId: number) => `${CART_FORM_BASE}/items/${itemId}/quantity`,
  remove: (itemId: number) => `${CART_FORM_BASE}/items/${itemId}/remove`,
  coupon: `${CART_FORM_BASE}/coupon`,
  removeCoupon: `${CART_FORM_BASE}/coupon/remove`,
  memberCard: `${CART_FORM_BASE}/member-card`,
  instructions: `${CART_FORM_BASE}/instructions`,
  /** The cart session's order awaiting its card or wallet payment (issue 34): pay it now, or give the payment up. */
  payAwaiting: `${CART_FORM_BASE}/awaiting-payment/pay`,
  cancelAwaiting: `${CART_FORM_BASE}/awaiting-payment/cancel`,
} as const

/** The order an awaiting-payment form is about (the edge acts only when it is the cart session's own). */
export const ORDER_SLUG_FIELD = 'orderSlug'

export { CART_OUTCOME_PARAM } from './notice-params'
/** The hidden field naming the page to return to. */
export const RETURN_FIELD = 'returnTo'
/** A configurable product's chosen value of attribute `size` posts as `attr.size`. */
export const ATTRIBUTE_FIELD_PREFIX = 'attr.'
/** A custom option's (personalisation's) value posts as `option.<optionId>`. */
export const OPTION_FIELD_PREFIX = 'option.'
/** A bundle's configurable component: its chosen value of attribute `size` posts as `bundle.<componentId>.size`. */
export const BUNDLE_FIELD_PREFIX = 'bundle.'

/** What the form did, then why it did not. */
const SUCCESS_OUTCOMES = [
  'added',
  'updated',
  'removed',
  'couponApplied',
  'couponRemoved',
  'memberCardApplied',
  'instructionsSaved',
] as const
const FAILURE_OUTCOMES = [
  'invalidQuantity',
  'outOfStock',
  'notPurchasable',
  'chooseVariant',
  'needsOptions',
  'couponInvalid',
  'memberCardInvalid',
  'instructionsInvalid',
  'itemNotInCart',
  'cartEmpty',
  'cartEnded',
  'orderNotAwaiting',
  'unavailable',
  'failed',
] as const

export const CART_OUTCOMES = [...SUCCESS_OUTCOMES, ...FAILURE_OUTCOMES] as const

export type CartOutcome = (typeof CART_OUTCOMES)[number]

const SUCCESS: ReadonlySet<CartOutcome> = new Set(SUCCESS_OUTCOMES)

export const isCartOutcome = (value: unknown): value is CartOutcome =>
  typeof value === 'string' && (CART_OUTCOMES as readonly string[]).includes(value)

export const isSuccessOutcome = (outcome: CartOutcome): boolean => SUCCESS.has(outcome)
