import * as v from 'valibot'
import { isSafePath } from '../safe-redirect'
import { isValidOib } from '../validation/oib'
import { V } from '../validation/keys'
import { InstructionsSchema as CartInstructionsSchema } from './cart'
import { ConsentListSchema } from './consents'
import { ShownCartSchema } from '../cart-change'

/** Request bodies of the commerce calls (brief K). Quantities are checked by the backend's `parseQty`. */

const CartId = v.pipe(
  v.string('cartId is required'),
  v.trim(),
  v.minLength(1, 'cartId is required'),
  v.maxLength(64, 'cartId is too long'),
)
const ProtectCode = v.pipe(
  v.string('protectCode is required'),
  v.trim(),
  v.minLength(1, 'protectCode is required'),
  v.maxLength(128, 'protectCode is too long'),
)
const Id = v.pipe(
  v.union(
    [v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+$/, 'must be a number'), v.transform(Number))],
    'must be a number',
  ),
  v.integer('must be an integer'),
  v.minValue(1, 'must be positive'),
)
const OptionalId = v.optional(v.nullable(Id))
/** A quantity as sent by the client (number or numeric string); checked by parseQty. */
const RawQty = v.optional(v.union([v.number(), v.string(), v.null()]))

export const CartAuthSchema = v.object({
  cartId: CartId,
  protectCode: ProtectCode,
  currencyId: OptionalId,
})
export type CartAuth = v.InferOutput<typeof CartAuthSchema>

export const PersonalizationSchema = v.object({
  optionId: Id,
  value: v.pipe(
    v.union([v.string(), v.number()], 'personalization value must be text or a number'),
    v.transform((value) => String(value).trim()),
    v.maxLength(200, 'personalization value is too long (max 200)'),
  ),
})

export const BundleOptionSchema = v.object({
  id: Id,
  options: v.optional(v.nullable(v.object({ productId: Id })), null),
})

export const ItemOptionsSchema = v.object({
  personalizations: v.optional(
    v.pipe(v.array(PersonalizationSchema), v.maxLength(20, 'too many personalizations')),
    [],
  ),
  bundleOptions: v.optional(v.pipe(v.array(BundleOptionSchema), v.maxLength(20, 'too many bundle options')), []),
})
export type ItemOptionsInput = v.InferOutput<typeof ItemOptionsSchema>

export const AddItemSchema = v.object({
  ...CartAuthSchema.entries,
  productId: Id,
  qty: RawQty,
  options: v.optional(v.nullable(ItemOptionsSchema)),
  reservation: v.optional(v.unknown()),
})

export const UpdateItemSchema = v.object({
  ...CartAuthSchema.entries,
  itemId: Id,
  qty: RawQty,
  options: v.optional(v.nullable(ItemOptionsSchema)),
})

export const DeleteItemSchema = v.object({ ...CartAuthSchema.entries, itemId: Id })

export const ApplyCouponSchema = v.object({
  ...CartAuthSchema.entries,
  couponCode: v.pipe(
    v.string('couponCode is required'),
    v.trim(),
    v.minLength(1, 'couponCode is required'),
    v.maxLength(64, 'couponCode is too long'),
  ),
})

export const ApplyMemberCardSchema = v.object({
  ...CartAuthSchema.entries,
  barcode: v.pipe(v.string('barcode is required'), v.trim(), v.maxLength(64, 'barcode is too long')),
})

export const InstructionsSchema = v.object({ ...CartAuthSchema.entries, ...CartInstructionsSchema.entries })

export const AbandonedSchema = v.object({
  cartId: v.optional(CartId),
  protectCode: v.optional(ProtectCode),
})

export const CountriesSchema = v.object({
  cartId: v.optional(CartId),
  protectCode: v.optional(ProtectCode),
  language: v.optional(v.string()),
  type: v.optional(v.string()),
})

/**
 * userId: the logged user's id, or the id of the cart's own guest (from api/v1/user/guest/update).
 * Informational only: who acts is decided from the token and the cart session (see buyer.ts).
 */
const UserRef = v.optional(v.nullable(Id))

export const ApplicableDeliverySchema = v.object({
  ...CartAuthSchema.entries,
  userId: UserRef,
  countryId: OptionalId,
  userBillingAddressId: OptionalId,
  userShippingAddressId: OptionalId,
})

export const SaveDeliverySchema = v.object({
  ...CartAuthSchema.entries,
  userId: UserRef,
  deliveryMethodId: Id,
  branchId: OptionalId,
  countryId: OptionalId,
})

export const ApplicablePaymentSchema = v.object({
  ...CartAuthSchema.entries,
  userId: UserRef,
  userBillingAddressId: OptionalId,
})

/** A Croatian tax number: 11 digits with a valid check digit (contract/validation/oib.ts). */
export const OibSchema = (field: string) =>
  v.pipe(v.string(`${field} is required.`), v.trim(), v.regex(/^\d{11}$/, V.oib), v.check(isValidOib, V.oibCheckDigit))

export const CompanyDataSchema = v.object({
  companyName: v.pipe(
    v.string('companyName is required'),
    v.trim(),
    v.minLength(1, 'companyName is required'),
    v.maxLength(150, 'companyName is too long'),
  ),
  oib: OibSchema('oib'),
})

export const SavePaymentSchema = v.object({
  ...CartAuthSchema.entries,
  userId: UserRef,
  paymentMethodId: Id,
  companyData: v.optional(v.nullable(CompanyDataSchema)),
})

const Text = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `too long (max ${max})`)), '')

export const AddressSchema = v.object({
  firstName: v.pipe(
    v.string('firstName is required'),
    v.trim(),
    v.minLength(1, 'firstName is required'),
    v.maxLength(75, 'firstName is too long'),
  ),
  lastName: v.pipe(
    v.string('lastName is required'),
    v.trim(),
    v.minLength(1, 'lastName is required'),
    v.maxLength(75, 'lastName is too long'),
  ),
  contactEmail: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254, 'contactEmail is too long')), ''),
  contactPhone: Text(40),
  country: v.pipe(
    v.union([v.string(), v.number()], 'country is required'),
    v.transform((value) => String(value).trim()),
    v.minLength(1, 'country is required'),
    v.maxLength(75, 'country is too long (max 75)'),
  ),
  city: v.pipe(
    v.string('city is required'),
    v.trim(),
    v.minLength(1, 'city is required'),
    v.maxLength(75, 'city is too long (max 75)'),
  ),
  street: v.pipe(
    v.string('street is required'),
    v.trim(),
    v.minLength(1, 'street is required'),
    v.maxLength(75, 'street is too long (max 75)'),
  ),
  houseNumber: v.pipe(
    v.string('houseNumber is required'),
    v.trim(),
    v.maxLength(15, 'houseNumber is too long (max 15)'),
  ),
  zipCode: v.pipe(
    v.string('zipCode is required'),
    v.trim(),
    v.minLength(1, 'zipCode is required'),
    v.maxLength(25, 'zipCode is too long (max 25)'),
  ),
  companyName: Text(150),
  companyOIB: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^(\d{11})?$/, 'companyOIB must be 11 digits')), ''),
})
export type AddressInput = v.InferOutput<typeof AddressSchema>

/** A relative same-site path: `/...`, no `//`, no backslashes, no scheme, restricted characters. */
export const SafePathSchema = v.pipe(
  v.string('a return path is required'),
  v.trim(),
  v.maxLength(500, 'return path is too long'),
  v.check((path: string) => isSafePath(path), 'return paths must be relative same-site paths'),
)

export const OrderCreateSchema = v.object({
  ...CartAuthSchema.entries,
  userId: UserRef,
  giftMessage: Text(1000),
  /** The order's note; left out, the cart's instructions are the note. */
  orderMessage: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000, 'too long (max 1000)'))),
  to: Text(150),
  from: Text(150),
  successURL: SafePathSchema,
  failureURL: SafePathSchema,
  shippingAddress: v.optional(v.nullable(AddressSchema)),
  billingAddress: v.optional(v.nullable(AddressSchema)),
  /** The checkout consents accepted: every required one must be here (issue 16). */
  consents: v.optional(ConsentListSchema, []),
})

/** api/v2/order/place (izlog's own, not SPEC): order/create's body with savePaymentMethod's and the cart the shopper saw. */
export const OrderPlaceSchema = v.object({
  ...OrderCreateSchema.entries,
  paymentMethodId: Id,
  companyData: v.optional(v.nullable(CompanyDataSchema)),
  shown: ShownCartSchema,
})

export const PgSuccessSchema = v.object({
  orderId: Id,
  /** What the wallet's script reported; ignored: only the provider's own confirmation counts. */
  details: v.optional(v.unknown()),
  internalRedirect: v.optional(v.unknown()),
  cartId: v.optional(CartId),
  protectCode: v.optional(ProtectCode),
})

/** "Pay now" (issue 34): a new payment session for a pending card or wallet order, by its owner or the signed link's holder. */
export const OrderPaySchema = v.object({
  cartId: v.optional(CartId),
  protectCode: v.optional(ProtectCode),
  linkToken: v.optional(v.pipe(v.string(), v.maxLength(1000))),
  successURL: SafePathSchema,
  failureURL: SafePathSchema,
})

/** Giving up an order's card or wallet payment (issue 34): its owner, or the cart session holding its cart. */
export const OrderCancelPaymentSchema = v.object({
  cartId: v.optional(CartId),
  protectCode: v.optional(ProtectCode),
})

export const OrderFilterSchema = v.object({
  page: v.optional(v.union([v.number(), v.string()])),
  limit: v.optional(v.union([v.number(), v.string()])),
})

export const OrderGetQuerySchema = v.object({
  cartId: v.optional(CartId),
  protectCode: v.optional(ProtectCode),
})

export const WishlistCreateSchema = v.object({ product_id: Id })
export const WishlistQuerySchema = v.object({ page: v.optional(v.string()), limit: v.optional(v.string()) })
export const ProductIdParamSchema = v.object({ productId: Id })
