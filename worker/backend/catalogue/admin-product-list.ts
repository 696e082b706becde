import type { Locale } from '../../../contract/locales'
import type { AdminProductRow, ProductStatus, StockLevel } from '../../../contract/dto/catalogue-admin'
import { containsSql } from '../contains-text'
import { mediaPath } from '../media/store'
import { batchRows, columns, type Row } from '../rows'
import { DEFAULT_LOW_STOCK } from './admin-products'
import { PRODUCT_TYPES, loadProductMedia } from './product-rows'

/**
 * The backoffice's product list (issue 35): main products (variants are edited within theirs),
 * searched by name, slug (either language) or SKU (a variant's too), filtered by category, type,
 * status and stock level, sorted and paged on the server.
 */

export interface ProductListFilter {
  q?: string
  categoryId?: number
  type?: (typeof PRODUCT_TYPES)[number]
  status?: ProductStatus
  stock?: StockLevel
  sort?: 'updated' | 'name' | 'sku' | 'price' | 'stock' | 'id'
  order?: 'asc' | 'desc'
}

/** A configurable's stock is its variants' together (unlimited if one is). */
const STOCK_SQL = `(CASE WHEN p.type = 'configurable' THEN (SELECT CASE WHEN COUNT(*) = COUNT(v.stock_qty) THEN COALESCE(SUM(v.stock_qty), 0) END
  FROM products v WHERE v.main_product_id = p.id AND v.archived = 0) ELSE p.stock_qty END)`
const STATUS_SQL = "(CASE WHEN p.archived = 1 THEN 'archived' WHEN p.published = 0 THEN 'draft' ELSE 'published' END)"
const LEVEL_SQL = `(CASE WHEN s.stock IS NULL THEN 'in' WHEN s.stock <= 0 THEN 'out'
  WHEN s.stock <= COALESCE(s.low_stock_threshold, ${DEFAULT_LOW_STOCK}) THEN 'low' ELSE 'in' END)`

const SORTS: Record<NonNullable<ProductListFilter['sort']>, string> = {
  updated: 's.updated_at',
  name: 's.name COLLATE NOCASE',
  sku: 's.sku',
  price: 's.final_price_cents',
  stock: 's.stock',
  id: 's.id',
}

const products = columns('products')
const readListRow = (r: Row) => ({
  id: products.int(r, 'id'),
  type: products.oneOf(r, 'type', PRODUCT_TYPES),
  sku: products.text(r, 'sku'),
  name: products.text(r, 'name'),
  slug: products.text(r, 'slug'),
  status: products.oneOf(r, 'status', ['draft', 'published', 'archived'] as const),
  final_price_cents: products.int(r, 'final_price_cents'),
  stock: products.nullableInt(r, 'stock'),
  level: products.oneOf(r, 'level', ['in', 'low', 'out'] as const),
  updated_at: products.text(r, 'updated_at'),
})

/** Main products (variants are edited within theirs), searched by name, slug (either language) or SKU. */
export async function listAdminProducts(
  db: D1Database,
  lang: Locale,
  filter: ProductListFilter,
  limit: number,
  offset: number,
): Promise<{ rows: AdminProductRow[]; total: number }> {
  const where = ['p.main_product_id IS NULL']
  const binds: unknown[] = [lang]
  const bind = (value: unknown) => {
    binds.push(value)
    return `?${binds.length}`
  }
  if (filter.q) {
    const q = bind(filter.q)
    where.push(`(${containsSql('p.sku', q)}
      OR EXISTS (SELECT 1 FROM product_translations x WHERE x.product_id = p.id AND (${containsSql('x.name', q)} OR ${containsSql('x.slug', q)}))
      OR EXISTS (SELECT 1 FROM products xv WHERE xv.main_product_id = p.id AND ${containsSql('xv.sku', q)}))`)
  }
  if (filter.categoryId !== undefined)
    where.push(
      `EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id = ${bind(filter.categoryId)})`,
    )
  if (filter.type) where.push(`p.type = ${bind(filter.type)}`)
  if (filter.status) where.push(`${STATUS_SQL} = ${bind(filter.status)}`)
  const outer = filter.stock ? `WHERE ${LEVEL_SQL} = ${bind(filter.stock)}` : ''
  const inner = `SELECT p.id, p.type, p.sku, p.final_price_cents, p.low_stock_threshold, p.updated_at, ${STATUS_SQL} AS status,
      ${STOCK_SQL} AS stock,
      COALESCE(t.name, th.name, te.name, p.sku) AS name, COALESCE(t.slug, th.slug, te.slug, CAST(p.id AS TEXT)) AS slug
    FROM products p
    LEFT JOIN product_translations t ON t.product_id = p.id AND t.language = ?1
    LEFT JOIN product_translations th ON th.product_id = p.id AND th.language = 'hr'
    LEFT JOIN product_translations te ON te.product_id = p.id AND te.language = 'en'
    WHERE ${where.join(' AND ')}`
  const order = filter.order === 'asc' ? 'ASC' : 'DESC'
  const n = binds.length
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT s.*, ${LEVEL_SQL} AS level FROM (${inner}) s ${outer}
         ORDER BY ${SORTS[filter.sort ?? 'updated']} ${order}, s.id ${order} LIMIT ?${n + 1} OFFSET ?${n + 2}`,
      )
      .bind(...binds, limit, offset),
    db.prepare(`SELECT COUNT(*) AS n FROM (${inner}) s ${outer}`).bind(...binds),
  ])
  const list = batchRows(rows, readListRow)
  const media = await loadProductMedia(
    db,
    list.map((row) => row.id),
  )
  return {
    rows: list.map((row) => {
      const first = media.get(row.id)?.[0]
      return {
        id: row.id,
        type: row.type,
        sku: row.sku,
        name: row.name,
        slug: row.slug,
        status: row.status,
        finalPriceCents: row.final_price_cents,
        stockQty: row.stock,
        stock: row.level,
        thumbnail: first ? mediaPath(first, 'thumbnail') : null,
        updatedAt: row.updated_at,
      }
    }),
    total: batchRows(count, (r) => columns('count').int(r, 'n'))[0] ?? 0,
  }
}
