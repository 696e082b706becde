import * as v from 'valibot'
import { V } from '../validation/keys'
import { adminListQuery } from './params'

/** Request schemas of the catalogue's backoffice (contract/endpoints/catalogue-admin-products.ts). */

export const PRODUCT_STATUSES = ['draft', 'published', 'archived'] as const
export const STOCK_LEVELS = ['in', 'low', 'out'] as const
export const ADMIN_PRODUCT_SORTS = ['updated', 'name', 'sku', 'price', 'stock', 'id'] as const

const Digits = v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/)))

export const AdminProductsQuerySchema = adminListQuery({
  category: Digits,
  type: v.optional(v.picklist(['simple', 'configurable', 'bundle', 'eProduct'])),
  status: v.optional(v.picklist(PRODUCT_STATUSES)),
  stock: v.optional(v.picklist(STOCK_LEVELS)),
  sort: v.optional(v.picklist(ADMIN_PRODUCT_SORTS)),
  order: v.optional(v.picklist(['asc', 'desc'])),
})

const Cents = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000_000))
const Count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000_000))
const Slug = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1),
  v.maxLength(200),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, V.slugFormat),
)
const Ids = v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.maxLength(200))

const TextsSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  slug: Slug,
  shortDescription: v.optional(v.pipe(v.string(), v.maxLength(2000)), ''),
  description: v.optional(v.pipe(v.string(), v.maxLength(100_000)), ''),
})

/** A simple product as staff create it (other types are edited by the next steps of issue 35). */
const ProductEntries = {
  sku: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64), v.regex(/^[A-Za-z0-9._-]+$/)),
  status: v.optional(v.picklist(['draft', 'published']), 'draft'),
  texts: v.object({ hr: TextsSchema, en: v.optional(v.nullable(TextsSchema), null) }),
  retailPriceCents: Cents,
  discountPriceCents: v.optional(v.nullable(Cents), null),
  membershipPriceCents: v.optional(v.nullable(Cents), null),
  taxRate: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  stockQty: v.optional(v.nullable(Count), null),
  lowStockThreshold: v.optional(v.nullable(Count), null),
  featured: v.optional(v.boolean(), false),
  isPurchasable: v.optional(v.boolean(), true),
  visibleIndividually: v.optional(v.boolean(), true),
  categoryPriority: v.optional(v.pipe(v.number(), v.integer()), 0),
  manufacturer: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(120))), null),
  brand: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(120))), null),
  categoryIds: v.optional(Ids, []),
  tagIds: v.optional(Ids, []),
}

export const AdminProductCreateSchema = v.pipe(
  v.object(ProductEntries),
  v.forward(
    v.check((p) => p.discountPriceCents === null || p.discountPriceCents <= p.retailPriceCents, V.discountAboveRetail),
    ['discountPriceCents'],
  ),
)

/** A save sends back the version the editor read; over a newer one it is refused (409 PRODUCT_CHANGED). */
export const AdminProductUpdateSchema = v.pipe(
  v.object({ ...ProductEntries, version: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  v.forward(
    v.check((p) => p.discountPriceCents === null || p.discountPriceCents <= p.retailPriceCents, V.discountAboveRetail),
    ['discountPriceCents'],
  ),
)

/** Bulk actions over selected products, each in one batch. */
export const AdminProductBulkSchema = v.variant('action', [
  v.object({ action: v.literal('publish'), ids: v.pipe(Ids, v.minLength(1)) }),
  v.object({ action: v.literal('archive'), ids: v.pipe(Ids, v.minLength(1)) }),
  v.object({ action: v.literal('setStock'), ids: v.pipe(Ids, v.minLength(1)), stockQty: v.nullable(Count) }),
  v.object({
    action: v.literal('changePrice'),
    ids: v.pipe(Ids, v.minLength(1)),
    /** −90 … +500 %: the retail and the discount price both change, rounded to the cent. */
    percent: v.pipe(
      v.number(),
      v.minValue(-90),
      v.maxValue(500),
      v.check((n) => n !== 0),
    ),
  }),
])
