import type { PaymentType } from './commerce'

/** Issue 37: delivery methods, pickup branches and payment methods as the owner edits them (money in cents). */

/** A text in both languages. */
export interface BothLanguages {
  hr: string
  en: string
}

/** A method's price for the countries of one zone. */
export interface DeliveryRate {
  /** ISO codes, e.g. ['AT', 'DE']. */
  countries: string[]
  priceCents: number
  /** Free when the items total after the coupon reaches this (null = never free). */
  freeOverCents: number | null
}

export interface AdminDeliveryBranch {
  id: number
  methodId: number
  address: string
  name: BothLanguages
  /** Opening hours as the shopper reads them. */
  hours: BothLanguages
  active: boolean
  sortOrder: number
}

export interface AdminDeliveryMethod {
  id: number
  name: BothLanguages
  description: BothLanguages
  /** The default price: every country no rate names. */
  priceCents: number
  freeOverCents: number | null
  /** Where it delivers: 'ALL' or ISO codes. */
  countries: 'ALL' | string[]
  rates: DeliveryRate[]
  active: boolean
  sortOrder: number
  /** How many pickup branches it has (listed page by page: a parcel-locker network has thousands). */
  branchCount: number
}

/** GET api/v1/admin/settings/deliveryMethods/:id/branches: one page of a method's branches (lastPage form). */
export interface AdminBranchPage {
  data: AdminDeliveryBranch[]
  page: number
  perPage: number
  limit: number
  total: number
  lastPage: number
}

export interface AdminPaymentMethod {
  id: number
  paymentType: PaymentType
  /** Cash on delivery: offered only when something is delivered (fixed by the payment type). */
  physicalOnly: boolean
  name: BothLanguages
  description: BothLanguages
  active: boolean
  sortOrder: number
  /** The delivery methods it goes with; none = every one. */
  deliveryMethodIds: number[]
}
