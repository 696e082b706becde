import * as v from 'valibot'
import { CartAuthSchema, OibSchema, SafePathSchema } from './commerce'
import { ConsentListSchema } from './consents'
import { RegisterFields, passwordsMatch } from './account'
import { V } from '../validation/keys'

/** Input schemas of the users API (SPEC §5 rules; messages are shown to the user as is). */

export const PASSWORD_MIN = 8
const PASSWORD_MAX = 128

const requiredText = (field: string, max: number) =>
  v.pipe(
    v.string(`${field} is required.`),
    v.trim(),
    v.minLength(1, `${field} is required.`),
    v.maxLength(max, `${field} must be at most ${max} characters.`),
  )

const optionalText = (field: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(`${field} must be text.`),
      v.trim(),
      v.maxLength(max, `${field} must be at most ${max} characters.`),
    ),
    '',
  )

export const EmailSchema = v.pipe(
  v.string('email is required.'),
  v.trim(),
  v.minLength(1, 'email is required.'),
  v.maxLength(254, 'email is too long.'),
  v.email('email must be a valid e-mail address.'),
  v.toLowerCase(),
)

export const PasswordSchema = (field = 'password') =>
  v.pipe(
    v.string(`${field} is required.`),
    v.minLength(PASSWORD_MIN, `${field} must be at least ${PASSWORD_MIN} characters.`),
    v.maxLength(PASSWORD_MAX, `${field} must be at most ${PASSWORD_MAX} characters.`),
  )

const PhoneSchema = (field: string) =>
  v.pipe(
    v.string(`${field} is required.`),
    v.trim(),
    v.maxLength(30, `${field} must be at most 30 characters.`),
    v.regex(/^[0-9+()\-/. ]*$/, `${field} may contain only digits, spaces and + ( ) - / .`),
  )
const RequiredPhoneSchema = (field: string) => v.pipe(PhoneSchema(field), v.minLength(1, `${field} is required.`))
/** Separate from the required one, so that the key is optional in the schema's input type too. */
const OptionalPhoneSchema = (field: string) => v.optional(PhoneSchema(field), '')

/** Optional where a company is optional: empty, or a valid OIB. */
const OptionalOibSchema = (field: string) => v.optional(v.union([v.literal(''), OibSchema(field)], V.oibCheckDigit), '')

export const AddressTypeSchema = v.picklist(['Shipping', 'Main'], 'type must be Shipping or Main.')
export const AddressKindSchema = v.picklist(
  ['main', 'billing', 'shipping', 'other'],
  'kind must be main, billing, shipping or other.',
)

/** SPEC §3 Address; SPEC §5 max lengths 75 (country, city, street), 15 houseNumber, 25 zipCode. */
export const AddressEntries = {
  firstName: requiredText('firstName', 75),
  lastName: requiredText('lastName', 75),
  contactEmail: v.pipe(
    v.string('contactEmail is required.'),
    v.trim(),
    v.minLength(1, 'contactEmail is required.'),
    v.maxLength(254, 'contactEmail is too long.'),
    v.email('contactEmail must be a valid e-mail address.'),
  ),
  contactPhone: RequiredPhoneSchema('contactPhone'),
  country: v.union(
    [requiredText('country', 75), v.pipe(v.number(), v.integer(), v.minValue(1))],
    'country is required (ISO code or id, at most 75 characters).',
  ),
  city: requiredText('city', 75),
  street: requiredText('street', 75),
  houseNumber: requiredText('houseNumber', 15),
  zipCode: requiredText('zipCode', 25),
  companyName: optionalText('companyName', 150),
  companyOIB: OptionalOibSchema('companyOIB'),
  type: v.optional(AddressTypeSchema, 'Main'),
  kind: v.optional(AddressKindSchema, 'main'),
}

export const AddressSchema = v.object(AddressEntries)
export type AddressInput = v.InferOutput<typeof AddressSchema>

/** address/update: any subset; merged with the stored address and re-validated whole. */
export const AddressPatchSchema = v.partial(v.object(AddressEntries))

/** A guest's address at checkout: the phone only where something is delivered (guest/update checks it against the cart). */
export const GuestAddressSchema = v.object({
  ...AddressEntries,
  contactPhone: OptionalPhoneSchema('contactPhone'),
  id: v.optional(v.pipe(v.number('id must be a number.'), v.integer(), v.minValue(1))),
})

export const LoginSchema = v.object({
  username: v.pipe(
    v.string('username is required.'),
    v.trim(),
    v.minLength(1, 'username is required.'),
    v.maxLength(254, 'username is too long.'),
  ),
  password: v.pipe(
    v.string('password is required.'),
    v.minLength(1, 'password is required.'),
    v.maxLength(PASSWORD_MAX, 'password is too long.'),
  ),
  apiKey: v.optional(v.string()),
  /** The ticket of a provider login waiting to be linked (social-routes.ts): linked once this login succeeds. */
  linkTicket: v.optional(v.pipe(v.string(), v.maxLength(4000, 'linkTicket is invalid.'))),
})

export const LogoutSchema = v.object({
  refreshToken: v.pipe(
    v.string('refreshToken is required.'),
    v.minLength(1, 'refreshToken is required.'),
    v.maxLength(200, 'refreshToken is invalid.'),
  ),
})

const BarcodeSchema = v.optional(
  v.nullable(
    v.pipe(v.string('memberCardBarcode must be text.'), v.trim(), v.maxLength(64, 'memberCardBarcode is too long.')),
  ),
)

export const CompanySchema = v.object({
  name: optionalText('company.name', 150),
  oib: OptionalOibSchema('company.oib'),
  address: optionalText('company.address', 150),
  town: optionalText('company.town', 75),
})

/** The register form's rules (contract/schemas/account.ts) plus what API callers may send besides. */
export const RegisterSchema = v.pipe(
  v.object({
    ...RegisterFields,
    email: v.pipe(RegisterFields.email, v.toLowerCase()),
    username: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254, 'username is too long.'))),
    phone: OptionalPhoneSchema('phone'),
    memberCardBarcode: BarcodeSchema,
    company: v.optional(v.nullable(CompanySchema)),
    addresses: v.optional(
      v.pipe(v.array(AddressSchema, 'addresses must be a list.'), v.maxLength(10, 'At most 10 addresses.')),
    ),
    /** The register consents accepted (uniqueNumbers or {uniqueNumber, accepted}): every required one must be here. */
    consents: v.optional(ConsentListSchema, []),
    /** Where the visitor was before registering: the confirmation link brings them back there after logging in. */
    redirect: v.optional(SafePathSchema),
  }),
  v.forward(v.partialCheck([['password'], ['confirmedPassword']], passwordsMatch, V.passwordsMatch), [
    'confirmedPassword',
  ]),
)

export const UpdateProfileSchema = v.object({
  details: v.optional(
    v.object({
      firstName: requiredText('firstName', 75),
      lastName: requiredText('lastName', 75),
      phone: OptionalPhoneSchema('phone'),
    }),
  ),
  email: v.optional(EmailSchema),
  username: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, 'username cannot be empty.'),
      v.maxLength(254, 'username is too long.'),
    ),
  ),
  memberCardBarcode: BarcodeSchema,
  company: v.optional(v.nullable(CompanySchema)),
  /** Required when `email` changes. */
  currentPassword: v.optional(v.pipe(v.string(), v.maxLength(PASSWORD_MAX, 'currentPassword is too long.'))),
})

export const PasswordResetSchema = v.pipe(
  v.object({
    oldPassword: v.pipe(
      v.string('oldPassword is required.'),
      v.minLength(1, 'oldPassword is required.'),
      v.maxLength(PASSWORD_MAX),
    ),
    newPassword: PasswordSchema('newPassword'),
    newPasswordAgain: v.optional(v.string()),
  }),
  v.forward(
    v.check((input) => input.newPassword !== input.oldPassword, V.newDiffersFromOld),
    ['newPassword'],
  ),
  v.forward(
    v.check(
      (input) => input.newPasswordAgain === undefined || input.newPasswordAgain === input.newPassword,
      V.passwordsMatch,
    ),
    ['newPasswordAgain'],
  ),
)

export const PasswordForgotSchema = v.object({ email: EmailSchema })

export const PasswordSetSchema = v.object({
  token: v.pipe(
    v.string('token is required.'),
    v.minLength(1, 'token is required.'),
    v.maxLength(200, 'token is invalid.'),
  ),
  newPassword: PasswordSchema('newPassword'),
})

export const BarcodeCheckSchema = v.object({
  barcode: v.pipe(v.string('barcode is required.'), v.trim(), v.maxLength(64, 'barcode is too long.')),
})

/** The guest of the caller's own cart session (cartId + protectCode, filled in by the edge). */
export const GuestUpdateSchema = v.object({
  cartId: CartAuthSchema.entries.cartId,
  protectCode: CartAuthSchema.entries.protectCode,
  email: EmailSchema,
  details: v.optional(
    v.object({
      firstName: optionalText('details.firstName', 75),
      lastName: optionalText('details.lastName', 75),
      phone: OptionalPhoneSchema('details.phone'),
    }),
  ),
  company: v.optional(
    v.nullable(
      v.object({
        name: optionalText('company.name', 150),
        oib: OptionalOibSchema('company.oib'),
        address: v.optional(
          v.nullable(
            v.object({
              street: optionalText('company.address.street', 75),
              houseNumber: optionalText('company.address.houseNumber', 15),
              city: optionalText('company.address.city', 75),
              zipCode: optionalText('company.address.zipCode', 25),
              country: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.maxLength(75)), ''),
              region: optionalText('company.address.region', 75),
              type: v.optional(AddressTypeSchema, 'Main'),
            }),
          ),
          null,
        ),
      }),
    ),
  ),
  addresses: v.optional(
    v.pipe(v.array(GuestAddressSchema, 'addresses must be a list.'), v.maxLength(10, 'At most 10 addresses.')),
  ),
})
