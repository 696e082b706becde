/**
 * Response (and request) types of the catalogue API (SPEC §3 Product, Category, Layered filter;
 * §7 product/web/filter, product/layered/navigation, product/web/get, category/*, tag/filter,
 * checkBundles). Every call answers `{ data: ... }`; these are the types of `data`.
 */

export type ProductType = 'simple' | 'configurable' | 'bundle' | 'eProduct'
export type AttributeInputType =
  'dropdown' | 'numberField' | 'multipleSelect' | 'textSwatch' | 'visualSwatch' | 'yesNo' | 'dateTime' | 'date'
export type MediaSizeName = 'thumbnail' | 'portrait' | 'large' | 'fullhd' | 'medium' | 'original'

/** Translated slugs of a product, category or tag. */
export interface Slugs {
  hr: string
  en: string
}

/** The media DTO of the media API (per-size URLs in `urls`; `path` is the medium size). */
export interface CatalogueMedia {
  id: number
  driveId: number
  title: string
  description: string
  /** Alternative text per language (staff write it in the media modal or the product editor); an upstream may lack it. */
  alt?: Record<'hr' | 'en', string>
  displayName: string
  originalName: string
  size: number
  mime: string
  extension: string
  access: 'public' | 'private'
  hash: string
  default: boolean
  width: number | null
  height: number | null
  path: string
  newPath: string
  urls: Record<MediaSizeName, string>
  createdAt: string
  updatedAt: string
}

/** A product in lists (product/web/filter records, cross-sells). */
export interface ProductCard {
  id: number
  name: string
  slug: string
  slugs: Slugs
  type: ProductType
  sku: string
  /** First image, or null. */
  media: CatalogueMedia | null
  retailPrice: number
  finalPrice: number
  /** The discounted price, or null when not discounted. */
  discount: number | null
  /** round((retail − discount) / retail × 100); 0 when not discounted. */
  discountPercent: number
  membershipPrice: number | null
  available: boolean
  isPurchasable: boolean
  categoryPriority: number
  featured: boolean
  shortDescription: string
  updatedAt: string
}
export type ProductCardField = keyof ProductCard

/** With `select`, a record holds only the selected fields (and always `id`). */
export type ProductListRecord = Pick<ProductCard, 'id'> & Partial<ProductCard>

export type SortParam = 'id' | 'finalPrice' | 'name' | 'categoryPriority'
export type SortOrder = 'asc' | 'desc'

export interface ProductFilterCondition {
  /** archived | category | tag | type | featured | finalPrice | keywords | any filterable attribute code */
  key: string
  /** Attribute value ids (comma-joined for several), a slug/id for category/tag, true/false flags. */
  value?: string | number | boolean | null | Array<string | number>
  range?: { min?: number | null; max?: number | null }
}

export interface ProductFilterRequest {
  page?: number
  limit?: number
  sort?: { order?: SortOrder; param?: SortParam }
  filters?: ProductFilterCondition[]
  select?: ProductCardField[]
  allowUnlimited?: boolean
  keywords?: string
  /** Category slug (either language) or id; includes its descendants. */
  mainCategory?: string | number
}

export interface Pagination {
  page: number
  limit: number
  totalPages: number
  totalRecords: number
}

export interface ProductFilterResponse {
  records: ProductListRecord[]
  pagination: Pagination
}

export type LayeredFilterType = AttributeInputType | 'number' | 'category'

export interface LayeredFilterValue {
  valueLabel: string
  /** The value to send back as the filter value (attribute value id, category slug, 'true'/'false'). */
  value: string
  attributeID: number
  totalProducts: number
  minValue?: number
  maxValue?: number
  /** Hex colour / short text of swatch attributes. */
  swatch?: string | null
}

export interface LayeredFilter {
  attributeCode: string
  attributeID: number
  label: string
  type: LayeredFilterType
  values: LayeredFilterValue[]
}

export interface AttributeValueDto {
  id: number
  value: string
  isMedia: boolean
  shopDefault: boolean
  swatch: string | null
}

/** One configurable axis (size, colour) of a configurable product. */
export interface AssociatedProductsAttribute {
  attributeId: number
  attributeCode: string
  label: string
  inputType: AttributeInputType
  customClass: string
  values: AttributeValueDto[]
}

/** A variant of a configurable product. `attributes` maps attribute code → value id. */
export interface AssociatedProduct {
  id: number
  sku: string
  name: string
  slug: string
  retailPrice: number
  basicPrice: number
  finalPrice: number
  discount: number | null
  discountPercent: number
  membershipPrice: number | null
  media: CatalogueMedia[]
  available: boolean
  isPurchasable: boolean
  stockQty: number | null
  attributes: Record<string, number>
}

/** A descriptive attribute of a product (attributeSet.attributes). */
export interface ProductAttribute {
  id: number
  code: string
  label: string
  inputType: AttributeInputType
  filterable: boolean
  values: Array<{ id: number | null; value: string; swatch: string | null }>
}

export interface CustomOptionValue {
  id: number
  label: string
}

/** A personalisation input; the option label is the first value's label. */
export interface CustomOption {
  id: number
  option_type: 'text' | 'number'
  label: string
  required: boolean
  custom_option_values: CustomOptionValue[]
}

export interface CategoryRef {
  id: number
  name: string
  slug: string
  slugs: Slugs
}

export interface TagDto {
  id: number
  name: string
  slug: string
  slugs: Slugs
  productCount?: number
}

/** Fields shared by a full product and a bundle's component product. */
export interface ProductCore extends ProductCard {
  format: ProductType
  basicPrice: number
  taxRate: number
  archived: boolean
  stockQty: number | null
  visibleIndividually: boolean
  mainProductId: number | null
  images: CatalogueMedia[]
  associatedProducts: AssociatedProduct[]
  associatedProductsAttributes: AssociatedProductsAttribute[]
  customOptions: CustomOption[]
}

export interface BundleEntry {
  id: number
  productId: number
  qty: number
  /** The component's type (simple, eProduct, configurable). */
  format: ProductType
  product: ProductCore
}

export interface ProductDetail extends Omit<ProductCore, 'media'> {
  media: CatalogueMedia[]
  description: string
  manufacturer: string | null
  brand: string | null
  lowestPrice: number
  crossSellProducts: ProductCard[]
  attributeSet: { attributes: ProductAttribute[] }
  bundles: BundleEntry[]
  /** For a variant: its configurable main product (card). */
  mainProduct: ProductCard | null
  categories: CategoryRef[]
  tags: TagDto[]
  rating: { average: number; count: number }
  createdAt: string
  /**
   * The page's <title> and meta description as staff set them for this language (issue 35); '' (or absent,
   * from an upstream without them) = the name and short description are used.
   */
  seo?: { title: string; description: string }
}

export interface CategorySortType {
  param: SortParam
  order: SortOrder
}

export interface CategoryNode {
  id: number
  parentId: number | null
  name: string
  slug: string
  slugs: Slugs
  /** SPEC term fields: title = name, slugMain = the Croatian slug. */
  title: string
  slugMain: string
  description: string
  image: CatalogueMedia | null
  sortTypes: CategorySortType[]
  sortDefaultType: CategorySortType
  position: number
  /** Listable, non-archived products in this category and its descendants. */
  productCount: number
  children: CategoryNode[]
}

export interface TagFilterResponse {
  records: TagDto[]
  pagination: Pagination
}

export interface BundleCheck {
  productId: number
  /** True when a component is configurable (a variant must be chosen before adding). */
  needsCustomization: boolean
  components: Array<{
    productId: number
    qty: number
    type: ProductType
    name: string
    slug: string
    configurable: boolean
  }>
}
