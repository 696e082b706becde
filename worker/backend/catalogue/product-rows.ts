import type { Locale } from '../../../contract/locales'
import type { ProductType } from '../../../contract/dto/catalogue'
import { readMediaRow, type MediaRow } from '../media/store'
import { allRows, columns, firstRow, type Row } from '../rows'
import { AVAILABLE_SQL, BACKORDER_SQL, inIds, noIds, type IdSet } from './sql'

/** A `products` row joined with its translation in the requested language and both slugs. */
export interface ProductRow {
  id: number
  type: ProductType
  sku: string
  main_product_id: number | null
  visible_individually: number
  retail_price_cents: number
  basic_price_cents: number
  discount_price_cents: number | null
  final_price_cents: number
  membership_price_cents: number | null
  tax_rate: number
  category_priority: number
  featured: number
  archived: number
  is_purchasable: number
  stock_qty: number | null
  manufacturer: string | null
  brand: string | null
  rating_avg: number
  rating_count: number
  created_at: string
  updated_at: string
  name: string
  slug: string
  description: string
  short_description: string
  slug_hr: string
  slug_en: string
  available: number
}

const products = columns('products')
export const PRODUCT_TYPES = ['simple', 'configurable', 'bundle', 'eProduct'] as const satisfies readonly ProductType[]

export const readProductRow = (r: Row): ProductRow => ({
  id: products.int(r, 'id'),
  type: products.oneOf(r, 'type', PRODUCT_TYPES),
  sku: products.text(r, 'sku'),
  main_product_id: products.nullableInt(r, 'main_product_id'),
  visible_individually: products.flag(r, 'visible_individually'),
  retail_price_cents: products.int(r, 'retail_price_cents'),
  basic_price_cents: products.int(r, 'basic_price_cents'),
  discount_price_cents: products.nullableInt(r, 'discount_price_cents'),
  final_price_cents: products.int(r, 'final_price_cents'),
  membership_price_cents: products.nullableInt(r, 'membership_price_cents'),
  tax_rate: products.real(r, 'tax_rate'),
  category_priority: products.int(r, 'category_priority'),
  featured: products.flag(r, 'featured'),
  archived: products.flag(r, 'archived'),
  is_purchasable: products.flag(r, 'is_purchasable'),
  stock_qty: products.nullableInt(r, 'stock_qty'),
  manufacturer: products.nullableText(r, 'manufacturer'),
  brand: products.nullableText(r, 'brand'),
  rating_avg: products.real(r, 'rating_avg'),
  rating_count: products.int(r, 'rating_count'),
  created_at: products.text(r, 'created_at'),
  updated_at: products.text(r, 'updated_at'),
  name: products.text(r, 'name'),
  slug: products.text(r, 'slug'),
  description: products.text(r, 'description'),
  short_description: products.text(r, 'short_description'),
  slug_hr: products.text(r, 'slug_hr'),
  slug_en: products.text(r, 'slug_en'),
  available: products.flag(r, 'available'),
})
const readProductMedia = (r: Row) => ({ ...readMediaRow(r), product_id: products.int(r, 'product_id') })
const readProductId = (r: Row) => ({ product_id: products.int(r, 'product_id') })
const readId = (r: Row) => ({ id: products.int(r, 'id') })

/**
 * Selects ProductRow columns; ?1 is the language. Falls back to the other language's text. A product
 * sold when out of stock has no stock limit in the shop (`stock_qty` NULL here: the cart and checkout
 * take any quantity; its real stock is the backoffice's).
 */
export const PRODUCT_COLUMNS = `p.id, p.type, p.sku, p.main_product_id, p.visible_individually, p.retail_price_cents, p.basic_price_cents,
  p.discount_price_cents, p.final_price_cents, p.membership_price_cents, p.tax_rate, p.category_priority, p.featured, p.archived,
  p.is_purchasable, CASE WHEN ${BACKORDER_SQL('p')} THEN NULL ELSE p.stock_qty END AS stock_qty,
  p.manufacturer, p.brand, p.rating_avg, p.rating_count, p.created_at, p.updated_at,
  COALESCE(t.name, th.name, te.name, p.sku) AS name,
  COALESCE(t.slug, th.slug, te.slug, CAST(p.id AS TEXT)) AS slug,
  COALESCE(t.description, th.description, te.description, '') AS description,
  COALESCE(t.short_description, th.short_description, te.short_description, '') AS short_description,
  COALESCE(th.slug, te.slug, CAST(p.id AS TEXT)) AS slug_hr,
  COALESCE(te.slug, th.slug, CAST(p.id AS TEXT)) AS slug_en,
  ${AVAILABLE_SQL} AS available`

export const PRODUCT_JOINS = `LEFT JOIN product_translations t ON t.product_id = p.id AND t.language = ?1
  LEFT JOIN product_translations th ON th.product_id = p.id AND th.language = 'hr'
  LEFT JOIN product_translations te ON te.product_id = p.id AND te.language = 'en'`

/** Rows for the given ids, in the order of `ids` (missing ids are skipped); for a set, in no order. */
export async function loadProductRows(db: D1Database, ids: number[] | IdSet, lang: Locale): Promise<ProductRow[]> {
  if (noIds(ids)) return []
  const where = inIds('p.id', '?2', ids)
  const results = await allRows(
    db.prepare(`SELECT ${PRODUCT_COLUMNS} FROM products p ${PRODUCT_JOINS} WHERE ${where.sql}`).bind(lang, where.value),
    readProductRow,
  )
  if (typeof ids === 'function') return results
  const byId = new Map(results.map((row) => [row.id, row]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [row] : []
  })
}

/** Ordered media of each product. */
export async function loadProductMedia(db: D1Database, ids: number[] | IdSet): Promise<Map<number, MediaRow[]>> {
  const map = new Map<number, MediaRow[]>()
  if (noIds(ids)) return map
  const where = inIds('pm.product_id', '?1', ids)
  const results = await allRows(
    db
      .prepare(
        `SELECT pm.product_id AS product_id, m.* FROM product_media pm JOIN media m ON m.id = pm.media_id
       WHERE ${where.sql} ORDER BY pm.product_id, pm.position, m.id`,
      )
      .bind(where.value),
    readProductMedia,
  )
  for (const row of results) {
    const list = map.get(row.product_id) ?? []
    list.push(row)
    map.set(row.product_id, list)
  }
  return map
}

/** Finds a published product's id by slug in either language (the requested one first); a draft has no page. */
export async function findProductIdBySlug(db: D1Database, slug: string, lang: Locale): Promise<number | null> {
  const row = await firstRow(
    db
      .prepare(
        'SELECT t.product_id FROM product_translations t JOIN products p ON p.id = t.product_id AND p.published = 1 WHERE t.slug = ?1 ORDER BY t.language = ?2 DESC LIMIT 1',
      )
      .bind(slug, lang),
    readProductId,
  )
  return row?.product_id ?? null
}

/** Is the product (or the main product of a variant) published? A draft has no page, by slug or id. */
export async function isPublished(db: D1Database, id: number): Promise<boolean> {
  const row = await firstRow(
    db
      .prepare(
        'SELECT p.id FROM products p LEFT JOIN products m ON m.id = p.main_product_id WHERE p.id = ? AND p.published = 1 AND COALESCE(m.published, 1) = 1',
      )
      .bind(id),
    readId,
  )
  return row !== null
}

export async function productExists(db: D1Database, id: number): Promise<boolean> {
  return (await firstRow(db.prepare('SELECT id FROM products WHERE id = ?').bind(id), readId)) !== null
}

/**
 * Statement taking ordered units off a product's stock (unlimited stays unlimited). Taking more
 * than is left aborts the whole batch with OUT_OF_STOCK (trigger of migration 0010): the check and
 * the decrement are one statement, so concurrent orders cannot oversell. A product sold when out of
 * stock (backorders) goes down to 0 and no further: the units beyond its stock are ordered without
 * being counted; the order line keeps what it took (`stockTakenSql`), and a cancelled order gives back
 * only that (`returnStockStatement`).
 */
export const reserveStock = (db: D1Database, productId: number, qty: number) =>
  db
    .prepare(
      `UPDATE products SET stock_qty = CASE WHEN ${BACKORDER_SQL('products')} THEN MAX(stock_qty - ?1, 0) ELSE stock_qty - ?1 END
       WHERE id = ?2 AND stock_qty IS NOT NULL`,
    )
    .bind(qty, productId)

/**
 * SQL of the units an order line takes off the shelf, for its INSERT before the batch's reserveStock
 * (?1 the product's id, ?2 the line's quantity, ?3 the order's cart id): its quantity, NULL for unlimited stock, and for a
 * product sold when out of stock what is left after the order's earlier lines of it, at most its quantity.
 */
export const STOCK_TAKEN_SQL = `(SELECT CASE WHEN p.stock_qty IS NULL THEN NULL
    WHEN ${BACKORDER_SQL('p')} THEN MIN(?2, MAX(p.stock_qty - COALESCE((SELECT SUM(x.stock_taken) FROM order_lines x
      WHERE x.product_id = p.id AND x.order_id = (SELECT id FROM orders WHERE cart_id = ?3)), 0), 0))
    ELSE ?2 END FROM products p WHERE p.id = ?1)`

/** Puts back on the shelf what an order's lines took (lines from before migration 0043: their qty), while `orderCondition` holds. */
export const returnStockStatement = (db: D1Database, orderId: number, orderCondition: string) =>
  db
    .prepare(
      `UPDATE products SET stock_qty = stock_qty + (SELECT COALESCE(SUM(COALESCE(l.stock_taken, l.qty)), 0) FROM order_lines l
         WHERE l.order_id = ?1 AND l.product_id = products.id)
       WHERE stock_qty IS NOT NULL AND id IN (SELECT product_id FROM order_lines WHERE order_id = ?1)
         AND EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND ${orderCondition})`,
    )
    .bind(orderId)

/** The error D1 reports when a batch's reserveStock would oversell. */
export const isOutOfStock = (error: unknown): boolean => error instanceof Error && /OUT_OF_STOCK/.test(error.message)
