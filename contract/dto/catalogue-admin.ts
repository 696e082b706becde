import type { Locale } from '../locales'
import type { ProductType } from './catalogue'

/** The catalogue in the backoffice (issue 35): products as staff list and edit them. Money in integer cents. */

export type ProductStatus = 'draft' | 'published' | 'archived'
export type StockLevel = 'in' | 'low' | 'out'

/** GET api/v1/admin/products — one row of the list. */
export interface AdminProductRow {
  id: number
  type: ProductType
  sku: string
  name: string
  slug: string
  status: ProductStatus
  finalPriceCents: number
  /** null = unlimited (digital goods). */
  stockQty: number | null
  stock: StockLevel
  thumbnail: string | null
  updatedAt: string
}

export interface AdminProductTexts {
  name: string
  slug: string
  shortDescription: string
  description: string
}

/** GET api/v1/admin/products/{id} — every field staff edit, and `version` to send back with a save. */
export interface AdminProductDetail {
  id: number
  type: ProductType
  sku: string
  status: ProductStatus
  version: number
  texts: Record<Locale, AdminProductTexts | null>
  retailPriceCents: number
  discountPriceCents: number | null
  finalPriceCents: number
  membershipPriceCents: number | null
  taxRate: number
  /** Omnibus: the lowest final price of the last 30 days. */
  lowestPrice30DaysCents: number
  stockQty: number | null
  lowStockThreshold: number | null
  featured: boolean
  isPurchasable: boolean
  visibleIndividually: boolean
  categoryPriority: number
  manufacturer: string | null
  brand: string | null
  categoryIds: number[]
  tagIds: number[]
  crossSellIds: number[]
  variants: Array<{ id: number; sku: string; finalPriceCents: number; stockQty: number | null; archived: boolean }>
  bundleComponents: Array<{ productId: number; qty: number }>
  /** Whether an order names it: then it is archived, never deleted. */
  ordered: boolean
  updatedAt: string
}

/** POST api/v1/admin/products/bulk — how many of the selected products changed. */
export interface AdminProductBulkResult {
  changed: number
  ids: number[]
}
