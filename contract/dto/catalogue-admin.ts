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
  /** Sanitised rich text (the same sanitising as edit mode). */
  description: string
  /** '' = the name / short description are used. */
  seoTitle: string
  seoDescription: string
}

/** One image of a product, in the shop's order; the alt text is the media file's own (per language). */
export interface AdminProductImage {
  mediaId: number
  /** The thumbnail URL. */
  url: string
  alt: Record<Locale, string>
}

/** Values a product has for one attribute (the shop's layered filters read them). */
export interface AdminProductAttributeValue {
  attributeId: number
  /** Option attributes (dropdown, multi select, swatches, yes/no). */
  valueIds: number[]
  /** numberField. */
  number: number | null
  /** date / dateTime. */
  text: string | null
}

/** A variant of a configurable product: one value per axis. */
export interface AdminProductVariant {
  id: number
  sku: string
  /** One per axis of `configurable.attributeIds`, in that order. */
  valueIds: number[]
  retailPriceCents: number
  discountPriceCents: number | null
  finalPriceCents: number
  stockQty: number | null
  imageMediaId: number | null
  /** A variant some order names is archived when taken out of the grid, never deleted. */
  archived: boolean
}

/** A component of a bundle; a configurable component is customised by the shopper. */
export interface AdminBundleComponent {
  productId: number
  qty: number
  sku: string
  name: string
  type: ProductType
}

/** What an eProduct's buyer gets (delivering it is issue 36's work; storing it is issue 35's). */
export interface AdminDigitalGoods {
  /** The file in R2 (never a public URL). */
  file: { name: string; size: number; mime: string; uploadedAt: string } | null
  keys: { available: number; assigned: number }
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
  /** Sell when out of stock (backorders): the shop keeps taking orders at stock 0. */
  sellWhenOutOfStock: boolean
  images: AdminProductImage[]
  attributes: AdminProductAttributeValue[]
  /** Configurable only: the axes (attribute ids, in order) and the shop's default variant. */
  configurable: { attributeIds: number[]; defaultVariantId: number | null } | null
  variants: AdminProductVariant[]
  bundleComponents: AdminBundleComponent[]
  /** eProduct only. */
  digital: AdminDigitalGoods | null
  /** Whether an order names it: then it is archived, never deleted. */
  ordered: boolean
  updatedAt: string
}

/** POST api/v1/admin/products/bulk — how many of the selected products changed. */
export interface AdminProductBulkResult {
  changed: number
  ids: number[]
}

/** GET api/v1/admin/products/{id}/keys — one licence key of the pool (the key itself shown only while unassigned). */
export interface AdminLicenceKeyRow {
  id: number
  key: string
  /** The order line it was given to (issue 36), or null while in the pool. */
  orderId: number | null
  createdAt: string
}

/** POST api/v1/admin/products/{id}/keys — keys added to the pool; duplicates (in the paste or the pool) are refused. */
export interface AdminLicenceKeysAdded {
  added: number
  duplicates: string[]
  available: number
}

/** One row of a CSV import's report: what the row will do (dry run) or did. */
export interface CatalogueImportRow {
  /** The CSV line (1 = the header). */
  line: number
  sku: string
  outcome: 'create' | 'update' | 'unchanged' | 'refused'
  /** What changes (field names), for 'update'. */
  changes: string[]
  /** Why the row is refused: message keys' texts in the request's language. */
  errors: Array<{ column: string; message: string }>
}

/** POST api/v1/admin/products/import — the report; `applied` once a confirmed run wrote its rows that were not refused. */
export interface CatalogueImportReport {
  dryRun: boolean
  applied: boolean
  counts: Record<CatalogueImportRow['outcome'], number>
  rows: CatalogueImportRow[]
}
