import * as v from 'valibot'
import { EmailField } from './auth'
import { V } from '../validation/keys'
import { isValidOib, OIB_LENGTH } from '../validation/oib'
import { NAME_MAX, nameField } from '../validation/name'
import { ShownCartSchema } from '../cart-change'

/**
 * SPEC §5 delivery/billing form of the checkout's address step. Names: the one name rule
 * (contract/validation/name.ts) unless special-character validation is off;
 * country/city/street ≤ 75, house number ≤ 15, ZIP ≤ 25. A company order needs the company name
 * and a valid OIB (11 digits, ISO 7064 MOD 11,10 check digit).
 */
export const ADDRESS_LIMITS = {
  name: NAME_MAX,
  country: 75,
  city: 75,
  street: 75,
  houseNumber: 15,
  zipCode: 25,
  phone: 30,
  companyName: 150,
} as const

const PHONE = /^[0-9+()\-/. ]{6,30}$/

const text = (max: number) =>
  v.pipe(v.string(V.required), v.trim(), v.nonEmpty(V.required), v.maxLength(max, V.maxLength))

/**
 * One address block (shipping, or billing with the `billing` prefix); without the names where the
 * form has them elsewhere (register), without the phone where nothing is delivered (a digital-only cart).
 */
export function addressEntries(prefix: '' | 'billing', specialChars: boolean, withNames = true, withPhone = true) {
  const key = (name: string) => (prefix ? `${prefix}${name[0]!.toUpperCase()}${name.slice(1)}` : name)
  return {
    ...(withNames ? { [key('firstName')]: nameField(specialChars), [key('lastName')]: nameField(specialChars) } : {}),
    ...(withPhone ? { [key('phone')]: v.pipe(text(ADDRESS_LIMITS.phone), v.regex(PHONE, V.phone)) } : {}),
    [key('country')]: v.pipe(text(ADDRESS_LIMITS.country), v.regex(/^[A-Z]{2}$/, V.required)),
    [key('city')]: text(ADDRESS_LIMITS.city),
    [key('street')]: text(ADDRESS_LIMITS.street),
    [key('houseNumber')]: text(ADDRESS_LIMITS.houseNumber),
    [key('zipCode')]: text(ADDRESS_LIMITS.zipCode),
  }
}

/** An OIB field: 11 digits, then the check digit (its own message, so a typo is named as such). */
export const OibField = v.pipe(
  v.string(V.required),
  v.trim(),
  v.nonEmpty(V.required),
  v.regex(new RegExp(`^\\d{${OIB_LENGTH}}$`), V.oib),
  v.check(isValidOib, V.oibCheckDigit),
)

export interface AddressFormOptions {
  /** A guest gives the order's e-mail; a customer's is the account's. */
  guest: boolean
  /** False when a saved address is chosen (its fields are not typed in). */
  shipping?: boolean
  specialChars: boolean
  differentBilling: boolean
  company: boolean
  /** Only digital products: the invoice's data (names, e-mail, billing address), no phone. */
  digitalOnly?: boolean
}

/** The address step's schema for the choices the shopper made (fields of unticked options are ignored). */
export function addressFormSchema(options: AddressFormOptions) {
  const entries: Record<string, v.GenericSchema<string, string>> = {
    ...(options.guest ? { email: EmailField } : {}),
    ...(options.shipping === false ? {} : addressEntries('', options.specialChars, true, !options.digitalOnly)),
    ...(options.differentBilling ? addressEntries('billing', options.specialChars) : {}),
    ...(options.company ? { companyName: text(ADDRESS_LIMITS.companyName), companyOib: OibField } : {}),
  }
  return v.object(entries)
}

/** What the address step keeps (every value a string, as typed). */
export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'country',
  'city',
  'street',
  'houseNumber',
  'zipCode',
] as const
export type AddressField = (typeof ADDRESS_FIELDS)[number]
export const billingKey = (field: AddressField) => `billing${field[0]!.toUpperCase()}${field.slice(1)}` as const

const addressText = (max: number) => v.pipe(v.string(V.required), v.trim(), v.maxLength(max, V.maxLength))

/** An address as the page sends it with the order (the backend checks it in full). */
export const OrderAddressSchema = v.object({
  firstName: addressText(ADDRESS_LIMITS.name),
  lastName: addressText(ADDRESS_LIMITS.name),
  contactEmail: addressText(254),
  contactPhone: addressText(ADDRESS_LIMITS.phone),
  country: addressText(ADDRESS_LIMITS.country),
  city: addressText(ADDRESS_LIMITS.city),
  street: addressText(ADDRESS_LIMITS.street),
  houseNumber: addressText(ADDRESS_LIMITS.houseNumber),
  zipCode: addressText(ADDRESS_LIMITS.zipCode),
  companyName: v.optional(addressText(ADDRESS_LIMITS.companyName), ''),
  companyOIB: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(OIB_LENGTH, V.maxLength)), ''),
})
export type OrderAddressInput = v.InferOutput<typeof OrderAddressSchema>

/** POST /api/checkout/order: what the page sends; the cart, the buyer and the return paths are the edge's. */
export const PlaceOrderSchema = v.object({
  shippingAddress: v.optional(v.nullable(OrderAddressSchema)),
  billingAddress: v.optional(v.nullable(OrderAddressSchema)),
  /** The order's note (the payment step's box, which starts from the cart's instructions); left out: the cart's instructions. */
  orderMessage: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000, V.maxLength))),
  /** The checkout consents the buyer accepted (uniqueNumbers): the backend refuses an order without the required ones. */
  consents: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(60))), v.maxLength(50)), []),
})
/** What the page sends (optional fields may be left out). */
export type PlaceOrderInput = v.InferInput<typeof PlaceOrderSchema>

/**
 * POST /api/checkout/order: the order with the payment method chosen and the cart as the shopper
 * saw it. The edge saves the method, checks the cart for changes and places the order, in that
 * order, in one call (SPEC §4 Order submit). The backend checks the company data on saving.
 */
export const CheckoutSubmitSchema = v.object({
  ...PlaceOrderSchema.entries,
  paymentMethodId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  companyData: v.optional(
    v.nullable(
      v.object({ companyName: v.pipe(v.string(), v.maxLength(150)), oib: v.pipe(v.string(), v.maxLength(20)) }),
    ),
    null,
  ),
  shown: ShownCartSchema,
})
export type CheckoutSubmitInput = v.InferInput<typeof CheckoutSubmitSchema>

/** An order number as it may appear in a URL (`?orderSlug=`, /api/checkout/orders/:slug). */
export const ORDER_SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/

/** The cart page's query after a payment that was not completed (declined, cancelled, expired): it says so. */
export const PAYMENT_INCOMPLETE_QUERY = { payment: 'incomplete' } as const

/** How long the signed order link of a confirmation e-mail opens its order (days). */
export const ORDER_LINK_TTL_DAYS = 30
