import type { Locale } from '../../../contract/locales'
import type { ProductType } from '../../../contract/dto/catalogue'
import type { ProductStatus } from '../../../contract/dto/catalogue-admin'
import { columns, type Row } from '../rows'
import { allRows } from '../rows'
import { LIST_SEPARATOR, TEXT_FIELDS, type CatalogueColumn } from './catalogue-csv'
import { catalogueSelectSql } from './catalogue-export'
import { PRODUCT_TYPES } from './product-rows'
import { inJson } from './sql'

/**
 * A product as the catalogue's CSV sees it (issue 35), for the import to compare a row with what
 * the database holds: money in cents, categories and tags as sorted Croatian slugs.
 */

export type TextField = (typeof TEXT_FIELDS)[number]
export type Texts = Record<TextField, string>

export interface ProductState {
  type: ProductType
  status: ProductStatus
  texts: Record<Locale, Texts | null>
  retail: number | null
  discount: number | null
  membership: number | null
  tax: number | null
  stock: number | null
  threshold: number | null
  sellWhenOutOfStock: boolean
  featured: boolean
  categories: string[]
  tags: string[]
}

export interface ExistingProduct extends ProductState {
  id: number
  sku: string
  version: number
  mainId: number | null
  parentSku: string | null
}

/** The value a column compares (and is audited) by. */
export function columnValue(state: ProductState, column: CatalogueColumn): unknown {
  const text = /^(.*)_(hr|en)$/.exec(column)
  if (text && (TEXT_FIELDS as readonly string[]).includes(text[1] ?? '')) {
    const texts = state.texts[text[2] as Locale]
    return texts ? texts[text[1] as TextField] : null
  }
  switch (column) {
    case 'type':
      return state.type
    case 'status':
      return state.status
    case 'retail_price':
      return state.retail
    case 'discount_price':
      return state.discount
    case 'membership_price':
      return state.membership
    case 'tax_rate':
      return state.tax
    case 'stock_qty':
      return state.stock
    case 'low_stock_threshold':
      return state.threshold
    case 'sell_when_out_of_stock':
      return state.sellWhenOutOfStock
    case 'featured':
      return state.featured
    case 'categories':
      return state.categories
    case 'tags':
      return state.tags
    default:
      return null
  }
}

const products = columns('products')
const list = (r: Row, column: string) =>
  (products.nullableText(r, column) ?? '')
    .split(LIST_SEPARATOR)
    .filter((slug) => slug !== '')
    .sort()

function readExisting(r: Row): ExistingProduct {
  const texts = (language: Locale): Texts | null =>
    products.int(r, `has_${language}`) === 1
      ? (Object.fromEntries(
          TEXT_FIELDS.map((field) => [field, products.nullableText(r, `${field}_${language}`) ?? '']),
        ) as Texts)
      : null
  return {
    id: products.int(r, 'id'),
    sku: products.text(r, 'sku'),
    version: products.int(r, 'version'),
    mainId: products.nullableInt(r, 'main_product_id'),
    parentSku: products.nullableText(r, 'parent_sku'),
    type: products.oneOf(r, 'type', PRODUCT_TYPES),
    status: products.bool(r, 'archived') ? 'archived' : products.bool(r, 'published') ? 'published' : 'draft',
    texts: { hr: texts('hr'), en: texts('en') },
    retail: products.int(r, 'retail_price_cents'),
    discount: products.nullableInt(r, 'discount_price_cents'),
    membership: products.nullableInt(r, 'membership_price_cents'),
    tax: products.real(r, 'tax_rate'),
    stock: products.nullableInt(r, 'stock_qty'),
    threshold: products.nullableInt(r, 'low_stock_threshold'),
    sellWhenOutOfStock: products.int(r, 'sell_when_out_of_stock') === 1,
    featured: products.bool(r, 'featured'),
    categories: list(r, 'categories'),
    tags: list(r, 'tags'),
  }
}

/** SKUs (or slugs) per statement: the JSON list stays far below D1's limit on a bound value. */
const LOOKUP_CHUNK = 2000

const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** The products the CSV names, by SKU. */
export async function existingBySku(db: D1Database, skus: readonly string[]): Promise<Map<string, ExistingProduct>> {
  const sql = catalogueSelectSql(inJson('p.sku', '?1'))
  const found = new Map<string, ExistingProduct>()
  for (const chunk of chunks(skus, LOOKUP_CHUNK)) {
    const rows = await allRows(db.prepare(sql).bind(JSON.stringify(chunk)), readExisting)
    for (const row of rows) found.set(row.sku, row)
  }
  return found
}

const terms = columns('terms')

/** Categories or tags by their Croatian slug. */
export async function termIdsBySlug(db: D1Database, kind: 'categories' | 'tags'): Promise<Map<string, number>> {
  const [table, column] =
    kind === 'categories' ? ['category_translations', 'category_id'] : ['tag_translations', 'tag_id']
  const rows = await allRows(
    db.prepare(`SELECT ${column} AS id, slug FROM ${table} WHERE language = 'hr'`),
    (r) => [terms.text(r, 'slug'), terms.int(r, 'id')] as const,
  )
  return new Map(rows)
}

/** Which product holds each of these slugs in `language`. */
export async function slugOwners(
  db: D1Database,
  language: Locale,
  slugs: readonly string[],
): Promise<Map<string, number>> {
  const owners = new Map<string, number>()
  for (const chunk of chunks([...new Set(slugs)], LOOKUP_CHUNK)) {
    const rows = await allRows(
      db
        .prepare(`SELECT slug, product_id FROM product_translations WHERE language = ? AND ${inJson('slug', '?')}`)
        .bind(language, JSON.stringify(chunk)),
      (r) => [terms.text(r, 'slug'), terms.int(r, 'product_id')] as const,
    )
    for (const [slug, id] of rows) owners.set(slug, id)
  }
  return owners
}
