/**
 * Response types of the users & auth API (worker/backend/users). Every call answers the
 * `{ data }` envelope; these are the `data` shapes. Errors use the shared error envelope.
 */
import type { StaffRole } from '../staff-roles'

/** SPEC §3 Address kinds and types. */
export type AddressType = 'Shipping' | 'Main'
export type AddressKind = 'main' | 'billing' | 'shipping' | 'other'

/** SPEC §3 Address: what every address carries (stored or copied into an order). */
export interface AddressFields {
  firstName: string
  lastName: string
  contactEmail: string
  contactPhone: string
  /** ISO 3166-1 alpha-2 code, e.g. 'HR'. */
  country: string
  city: string
  street: string
  houseNumber: string
  zipCode: string
  companyName: string
  companyOIB: string
}

/** A stored address (user_addresses or guest_addresses). */
export interface AddressDto extends AddressFields {
  id: number
  /** Country id (countries table). */
  countryId: number
  /** Country name in the request language. */
  countryName: string
  type: AddressType
  kind: AddressKind
  createdAt: string
  updatedAt: string
}

/**
 * Address input (register, address/create, address/update, guest/update). `country` is an ISO
 * code ('HR') or a country id (41...). Max lengths (SPEC §5): country/city/street 75,
 * houseNumber 15, zipCode 25. Names: letters, spaces, apostrophes when specialCharValidation is on.
 */
export interface AddressInput {
  /** guest/update only: an id of one of that guest's addresses updates it in place. */
  id?: number
  firstName: string
  lastName: string
  contactEmail: string
  contactPhone: string
  country: string | number
  city: string
  street: string
  houseNumber: string
  zipCode: string
  companyName?: string
  companyOIB?: string
  type?: AddressType
  kind?: AddressKind
}

export interface UserDetails {
  firstName: string
  lastName: string
  phone: string
}

export interface UserCompanyDto {
  name: string
  oib: string
  address: string
  town: string
}

/** The logged-in user (login, profile, register, update). Never carries password data. */
export interface UserDto {
  id: number
  email: string
  username: string
  details: UserDetails
  memberCardBarcode: string | null
  isBackofficeUser: boolean
  /** The staff account's role (issue 37); null for customers. */
  staffRole: StaffRole | null
  emailVerified: boolean
  /** A new e-mail address waiting for its confirmation link to be opened (until then `email` stays in use), else null. */
  pendingEmail: string | null
  storeId: number
  company: UserCompanyDto | null
  addresses: AddressDto[]
  createdAt: string
  updatedAt: string
}

export interface AuthTokens {
  /** HS256 JWT, 15 minutes. Send as the `accessToken` header. */
  accessToken: string
  /** Opaque, single use (rotated on every refresh), 30 days. Send as the `refreshToken` header to api/v1/refresh. */
  refreshToken: string
  /** Lifetime of the access token in seconds (900). */
  expiresIn: number
  /** Lifetime of the refresh token in seconds (2592000). */
  refreshExpiresIn: number
}

/** POST api/v1/login. `linkedProvider`: the provider login this login linked (a `linkTicket` was sent along), else null. */
export interface LoginResponse {
  tokens: AuthTokens
  user: UserDto
  linkedProvider: string | null
}

/**
 * POST api/v1/user/social/oauth (the edge's call). Logged in (an identity already linked, or a new
 * account; `replacedUnconfirmed`: an unconfirmed registration with this e-mail was discarded for it),
 * or `linkRequired`: a confirmed account has this e-mail, and its owner links the provider login by
 * logging in with the password, sending `linkTicket` along (it expires after 15 minutes).
 */
export type SocialLoginResponse =
  | { tokens: AuthTokens; user: UserDto; replacedUnconfirmed: boolean; linkRequired?: undefined }
  | { linkRequired: true; linkTicket: string; provider: string }

/** GET api/v1/user/social/redirect-login: the configured providers, one login button each. */
export interface SocialProviders {
  providers: Array<{ id: string; name: string }>
}

/** GET api/v1/refresh (header refreshToken). */
export interface RefreshResponse {
  tokens: AuthTokens
  user: UserDto
}

/** POST api/v1/logout */
export interface LogoutResponse {
  loggedOut: true
}

/**
 * POST api/v1/user/web/register. `verificationRequired`: the site requires e-mail verification, so
 * login answers 403 until the link sent to the mailbox (GET api/v1/user/web/verify/:token) is
 * opened. The token itself only ever goes to the mailbox. An address that already has an account
 * gets the same answer (its owner is e-mailed instead), so the answer never tells who has one.
 */
export interface RegisterResponse {
  email: string
  verificationRequired: boolean
}

/** GET api/v1/user/web/verify/:token */
export interface VerifyEmailResponse {
  verified: true
  email: string
}

/** Guest company (SPEC §3 Guest user). */
export interface GuestCompanyDto {
  name: string
  oib: string
  address: {
    street: string
    houseNumber: string
    city: string
    zipCode: string
    country: string
    region: string
    type: AddressType
  } | null
}

/**
 * PATCH api/v1/user/guest/update. Creates or updates the guest by e-mail. To avoid exposing a
 * previous visitor's data to anyone who knows an e-mail, the response echoes only what this
 * request set: omitted parts come back as null / [] (the stored values are kept).
 * `addresses` are in request order; their ids are the guest's address ids for checkout calls.
 */
export interface GuestUserDto {
  id: number
  email: string
  details: UserDetails | null
  company: GuestCompanyDto | null
  addresses: AddressDto[]
  createdAt: string
  updatedAt: string
}

/** POST api/v1/user/validateMembersBarcode */
export interface ValidateBarcodeResponse {
  isValid: boolean
}

/** password/change, password/forgot, password/set: what was done, as a code (the page says it in its own words). */
export interface PasswordDone {
  code: 'PASSWORD_CHANGED' | 'PASSWORD_RESET_SENT' | 'PASSWORD_SET'
}
