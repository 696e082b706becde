import type * as v from 'valibot'
import type { ProductType } from '../../../contract/dto/catalogue'
import type { ProductStatus } from '../../../contract/dto/catalogue-admin'
import type { Locale } from '../../../contract/locales'
import type {
  AdminProductBulkSchema,
  AdminProductCreateSchema,
  AdminProductUpdateSchema,
} from '../../../contract/schemas/catalogue-admin'

/**
 * Products as staff list and edit them (issue 35): what the product modules share. The work is in
 * admin-product-list.ts (the list), admin-product-read.ts (one product's editable fields and the
 * editor's detail), admin-product-values.ts (a save's references checked), admin-product-save.ts
 * (create and save as one batch with its audit entry) and admin-product-bulk.ts (archive, delete,
 * bulk actions). Money is integer cents.
 */

export type ProductCreate = v.InferOutput<typeof AdminProductCreateSchema>
export type ProductUpdate = v.InferOutput<typeof AdminProductUpdateSchema>
/** The fields a save writes: a create's without its type, an update's without its version. */
export type ProductFields = Omit<ProductCreate, 'type'>
export type ProductBulk = v.InferOutput<typeof AdminProductBulkSchema>

/**
 * A product as it is before a save (admin-product-read.ts `loadEditableProducts`): what the save
 * needs for its version guard, its audit entry (before → after), its price history and redirects.
 */
export interface ExistingProduct {
  id: number
  type: ProductType
  version: number
  status: ProductStatus
  finalPriceCents: number
  fields: ProductFields
}

export type SaveOutcome =
  | { kind: 'saved'; id: number }
  | { kind: 'notFound' }
  | { kind: 'stale' }
  | { kind: 'skuTaken' }
  | { kind: 'slugTaken'; language: Locale }
  | { kind: 'refused'; refusal: ProductRefusal }

/** A save's reference that does not hold (an unknown image, a value of another attribute …): a 400 at `field`. */
export interface ProductRefusal {
  code: string
  field: string
  params?: Record<string, string | number>
}

/** Stock at or below this, without a threshold of the product's own, is low. */
export const DEFAULT_LOW_STOCK = 5

/** The audit log's subject of a product (its variants', bundle's, file's and keys' changes too). */
export const productSubject = (id: number) => `product:${id}`

export const statusOf = (row: { archived: boolean; published: boolean }): ProductStatus =>
  row.archived ? 'archived' : row.published ? 'published' : 'draft'

/** The net regular price (SPEC §3 basicPrice): the retail price without its VAT. */
export const basicPriceCents = (retailCents: number, taxRate: number) =>
  Math.round((retailCents * 100) / (100 + taxRate))

export const STAMP_SQL = "updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), version = version + 1"
