import * as v from 'valibot'
import { V } from '../validation/keys'
import { PageParam, adminListQuery } from './params'

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

/** Rich text: sanitised by the backend as edit mode's is (worker/lib/sanitize-html.ts). */
const TextsSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  slug: Slug,
  shortDescription: v.optional(v.pipe(v.string(), v.maxLength(2000)), ''),
  description: v.optional(v.pipe(v.string(), v.maxLength(100_000)), ''),
  /** '' = the shop's page uses the name / short description. */
  seoTitle: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
  seoDescription: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500)), ''),
})

const Id = v.pipe(v.number(), v.integer(), v.minValue(1))
const Alt = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300)), '')
/** No item twice (the same image or attribute). */
const distinct = (keys: number[]) => new Set(keys).size === keys.length

/** The product's images in the shop's order; the alt texts are written to the media files themselves. */
const ImagesSchema = v.pipe(
  v.array(v.object({ mediaId: Id, alt: v.optional(v.object({ hr: Alt, en: Alt }), { hr: '', en: '' }) })),
  v.maxLength(50),
  v.check((images) => distinct(images.map((image) => image.mediaId)), V.invalid),
)

/**
 * Values per attribute (product_attribute_values): option attributes take `valueIds` (one, or many for a
 * multiple select), a number field `number`, a date or date-time `text`; the backend checks each against its
 * attribute. A configurable's axes are its variants' values, not listed here.
 */
const AttributesSchema = v.pipe(
  v.array(
    v.object({
      attributeId: Id,
      valueIds: v.optional(v.pipe(v.array(Id), v.maxLength(100)), []),
      number: v.optional(v.nullable(v.pipe(v.number(), v.finite())), null),
      text: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(40))), null),
    }),
  ),
  v.maxLength(100),
  v.check((values) => distinct(values.map((value) => value.attributeId)), V.invalid),
)

/**
 * A product as staff create and save it, of any of the four types. A configurable's prices and stock are its
 * variants' (saved by the type parts): a save of a configurable leaves its own price and stock fields as they are.
 */
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
  /** Backorders: at stock 0 the shop keeps selling (stock stays at 0). */
  sellWhenOutOfStock: v.optional(v.boolean(), false),
  featured: v.optional(v.boolean(), false),
  isPurchasable: v.optional(v.boolean(), true),
  visibleIndividually: v.optional(v.boolean(), true),
  categoryPriority: v.optional(v.pipe(v.number(), v.integer()), 0),
  manufacturer: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(120))), null),
  brand: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(120))), null),
  categoryIds: v.optional(Ids, []),
  tagIds: v.optional(Ids, []),
  /** In the shop's order; not the product itself. */
  crossSellIds: v.optional(v.pipe(Ids, v.maxLength(50)), []),
  images: v.optional(ImagesSchema, []),
  attributes: v.optional(AttributesSchema, []),
}

/** A new product; `type` is chosen once (default simple). */
export const AdminProductCreateSchema = v.pipe(
  v.object({
    ...ProductEntries,
    type: v.optional(v.picklist(['simple', 'configurable', 'bundle', 'eProduct']), 'simple'),
  }),
  v.forward(
    v.check((p) => p.discountPriceCents === null || p.discountPriceCents <= p.retailPriceCents, V.discountAboveRetail),
    ['discountPriceCents'],
  ),
)

/** A save sends back the version the editor read; over a newer one it is refused (409 PRODUCT_CHANGED). The type stays. */
export const AdminProductUpdateSchema = v.pipe(
  v.object({ ...ProductEntries, version: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  v.forward(
    v.check((p) => p.discountPriceCents === null || p.discountPriceCents <= p.retailPriceCents, V.discountAboveRetail),
    ['discountPriceCents'],
  ),
)

/** GET api/v1/admin/products/{id}/audit: a page of the product's audit trail. */
export const AdminProductAuditQuerySchema = v.object({ page: PageParam })

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
  /** add: the category joins the product's others; replace: it becomes the only one. */
  v.object({
    action: v.literal('setCategory'),
    ids: v.pipe(Ids, v.minLength(1)),
    categoryId: v.pipe(v.number(), v.integer(), v.minValue(1)),
    mode: v.picklist(['add', 'replace']),
  }),
])
