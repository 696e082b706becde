import type { OrderStatus } from './commerce'
import type { UserDto } from './users'

/** Issue 37, "Customers and GDPR": one customer account in the backoffice's list. */
export interface AdminCustomerRow {
  id: number
  email: string
  firstName: string
  lastName: string
  /** When the account was registered. */
  createdAt: string
  /** Orders placed under the account. */
  orderCount: number
  /** The account's e-mail has been confirmed. */
  emailVerified: boolean
  /** When staff blocked the account (it cannot log in), or null while it is active. */
  blockedAt: string | null
}

/** One of the customer's orders (the backoffice's order page has the rest). */
export interface AdminCustomerOrder {
  id: number
  slug: string
  status: OrderStatus
  totalCents: number
  currency: string
  createdAt: string
}

/** A consent the customer gave or withdrew (consent_logs), newest first. */
export interface AdminCustomerConsent {
  id: number
  /** accepted / rejected / withdrawn, as logged. */
  status: string
  /** Where it was given: register, checkout, newsletter, a form, the cookie banner. */
  sourceType: string
  /** The consents' unique numbers the record names. */
  consents: string[]
  at: string
}

/** The newsletter under the customer's e-mail, or null when they never signed up. */
export interface AdminCustomerNewsletter {
  language: string
  confirmedAt: string | null
  since: string
}

export interface AdminCustomerMemberCard {
  barcode: string
  active: boolean
  validUntil: string | null
}

/** A staff change to the account (audit log): who did what, when. */
export interface AdminCustomerHistoryEntry {
  id: number
  actorEmail: string
  action: string
  at: string
}

export interface AdminCustomerDetail {
  customer: UserDto
  blockedAt: string | null
  orders: AdminCustomerOrder[]
  /** How many orders the account has (the list shows the newest ORDERS_SHOWN). */
  orderCount: number
  consents: AdminCustomerConsent[]
  newsletter: AdminCustomerNewsletter | null
  memberCard: AdminCustomerMemberCard | null
  history: AdminCustomerHistoryEntry[]
}

/** POST …/resend-confirmation: where the new confirmation link went. */
export interface AdminCustomerConfirmationSent {
  email: string
}
