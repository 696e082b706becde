import * as v from 'valibot'
import type { DeliveryMethod, PaymentMethod } from './dto/commerce'
import { ADDRESS_FIELDS, billingKey } from './schemas/checkout'

/**
 * The checkout's HTML forms (issue 38: everything works with JavaScript off). Without the app the
 * server renders each step as a real `<form method="post">` (client/features/checkout/no-script)
 * that posts here (worker/routes/checkout-forms.ts); the edge makes the same backend calls the app
 * makes and answers 303 to the next step, or back to the step with `?checkout=<outcome>`, which the
 * step shows translated. Only outcome keys travel in the address, never a message or a value typed.
 */
export const CHECKOUT_FORM_BASE = '/api/checkout-form'

export const checkoutFormActions = {
  address: `${CHECKOUT_FORM_BASE}/address`,
  delivery: `${CHECKOUT_FORM_BASE}/delivery`,
  payment: `${CHECKOUT_FORM_BASE}/payment`,
  order: `${CHECKOUT_FORM_BASE}/order`,
} as const

/** The steps without the app: the app's three, then a review with the consents and the order button. */
export const NO_SCRIPT_STEPS = ['address', 'shipping', 'payment', 'review'] as const
export type NoScriptStep = (typeof NO_SCRIPT_STEPS)[number]

export const CHECKOUT_OUTCOME_PARAM = 'checkout'
/** The hidden field naming the checkout page (its language) the form came from. */
export const CHECKOUT_RETURN_FIELD = 'returnTo'

export const CHECKOUT_OUTCOMES = [
  'fieldsInvalid',
  'shippingMethodUndefined',
  'shippingBranchUndefined',
  'paymentMethodUndefined',
  'consentMissing',
  'cartChanged',
  'cartEnded',
  'unavailable',
  'failed',
] as const
export type CheckoutOutcome = (typeof CHECKOUT_OUTCOMES)[number]

export const isCheckoutOutcome = (value: unknown): value is CheckoutOutcome =>
  typeof value === 'string' && (CHECKOUT_OUTCOMES as readonly string[]).includes(value)

/** The address step's fields a draft keeps (every other posted name is dropped): the app's own list. */
export const DRAFT_FIELDS: readonly string[] = [
  'email',
  ...ADDRESS_FIELDS,
  ...ADDRESS_FIELDS.map(billingKey),
  'companyName',
  'companyOib',
]

/** Each kept value is cut to this length: the draft travels in a cookie. */
export const DRAFT_VALUE_MAX = 254

/**
 * The address step of a checkout without the app, kept by the edge in an HttpOnly cookie between
 * the steps (the app keeps it in the tab's sessionStorage): what was typed, the choices made, and
 * whether the step was accepted for the cart `cartId`.
 */
export const NoScriptDraftSchema = v.object({
  cartId: v.pipe(v.string(), v.maxLength(100)),
  values: v.record(v.picklist(DRAFT_FIELDS), v.pipe(v.string(), v.maxLength(DRAFT_VALUE_MAX))),
  differentBilling: v.boolean(),
  company: v.boolean(),
  savedAddressId: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  countryId: v.nullable(v.pipe(v.number(), v.integer())),
  saved: v.boolean(),
})
export type NoScriptDraft = v.InferOutput<typeof NoScriptDraftSchema>

/** The server render's own call for it (answered in-process, never routed: the browser cannot make it). */
export const NO_SCRIPT_CHECKOUT_CALL = 'GET api/checkout/no-script'
export const NO_SCRIPT_CHECKOUT_PATH = 'api/checkout/no-script'

/** What the server render of a checkout step without the app reads on the edge (NO_SCRIPT_CHECKOUT_CALL, SSR only). */
export interface NoScriptCheckout {
  /** The address step's draft of this cart (another cart's counts as not saved), or null. */
  draft: NoScriptDraft | null
  /** The methods for the draft's country (null: not asked yet, or the list could not be read). */
  deliveryMethods: DeliveryMethod[] | null
  /** The cart's payment methods; null: not read. */
  paymentMethods: PaymentMethod[] | null
}

/** SPEC §5 shipping choice: the first problem as its message key (method chosen and listed, branch when it has branches). */
export function shippingChoiceError(
  methods: readonly DeliveryMethod[],
  methodId: number | null,
  branchId: number | null,
): 'error.shippingMethodUndefined' | 'error.shippingMethodNotFound' | 'error.shippingBranchUndefined' | null {
  const method = methods.find((m) => m.id === methodId)
  if (methodId === null) return 'error.shippingMethodUndefined'
  if (!method) return 'error.shippingMethodNotFound'
  if (method.options.length > 0 && !method.options.some((branch) => branch.id === branchId))
    return 'error.shippingBranchUndefined'
  return null
}
