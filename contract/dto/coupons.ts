import type { AdminAuditEntry } from './admin'

/** Issue 37: a coupon in the backoffice's list, money in integer cents. */
export interface AdminCouponRow {
  id: number
  code: string
  type: 'percent' | 'fixed'
  percent: number | null
  amountCents: number | null
  minItemsTotalCents: number
  validFrom: string | null
  validTo: string | null
  usageLimit: number | null
  perCustomerLimit: number | null
  freeShipping: boolean
  active: boolean
  /** Limited to some products and/or categories. */
  restricted: boolean
  /** Orders that used it (a cancelled or failed one gave its use back). */
  usedCount: number
  /** The totals of the paid orders that used it. */
  revenueCents: number
  /** The discount those paid orders got (≥ 0). */
  discountCents: number
}

/** A coupon as its edit page shows it: its restrictions named, and its history. */
export interface AdminCouponDetail {
  coupon: AdminCouponRow
  note: string
  products: Array<{ id: number; name: string; sku: string }>
  categories: Array<{ id: number; name: string }>
  history: AdminAuditEntry[]
}
