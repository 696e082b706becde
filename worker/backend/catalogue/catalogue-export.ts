import { allRows, columns, type Row } from '../rows'
import { CATALOGUE_COLUMNS, LIST_SEPARATOR, euros, serialiseCsv, TEXT_FIELDS } from './catalogue-csv'
import { PRODUCT_TYPES } from './product-rows'
import { inJson } from './sql'

/**
 * The catalogue's CSV export (issue 35): one row per sellable item — a simple product, an
 * eProduct, a bundle, a configurable's main row and then each of its variants (with `parent_sku`)
 * — with both languages' texts, prices in euros (dot decimals), stock (empty = unlimited),
 * categories and tags by their Croatian slugs and a variant's values (`velicina=M|boja=Crvena`).
 * Read in chunks of main products (one statement each), so 10,000 products take 20 statements.
 */

/** Main products per statement (with their variants). */
export const EXPORT_MAINS_PER_CHUNK = 500

const products = columns('products')
const readMainId = (r: Row) => products.int(r, 'id')

const textSelect = (alias: string, language: string) =>
  TEXT_FIELDS.map((field) => `${alias}.${field} AS ${field}_${language}`).join(', ')

const slugList = (joinTable: string, termColumn: string, termTable: string) =>
  `(SELECT group_concat(slug, '${LIST_SEPARATOR}') FROM (SELECT t.slug FROM ${joinTable} j
     JOIN ${termTable} t ON t.${termColumn} = j.${termColumn} AND t.language = 'hr' WHERE j.product_id = p.id ORDER BY t.slug))`

/**
 * Products with every column of the catalogue's CSV (and what an import compares with: id, version,
 * main product, whether each language has texts), those `where` names, each main before its variants.
 */
export function catalogueSelectSql(where: string): string {
  return `SELECT p.id, p.type, p.sku, p.main_product_id, m.sku AS parent_sku, p.version, p.published, p.archived,
      th.product_id IS NOT NULL AS has_hr, te.product_id IS NOT NULL AS has_en,
      ${textSelect('th', 'hr')}, ${textSelect('te', 'en')},
      p.retail_price_cents, p.discount_price_cents, p.membership_price_cents, p.tax_rate, p.stock_qty, p.low_stock_threshold,
      p.sell_when_out_of_stock, p.featured,
      ${slugList('product_categories', 'category_id', 'category_translations')} AS categories,
      ${slugList('product_tags', 'tag_id', 'tag_translations')} AS tags,
      (SELECT group_concat(pair, '${LIST_SEPARATOR}') FROM (SELECT a.code || '=' || av.label_hr AS pair
         FROM configurable_attributes ca JOIN attributes a ON a.id = ca.attribute_id
         JOIN product_attribute_values pav ON pav.product_id = p.id AND pav.attribute_id = ca.attribute_id
         JOIN attribute_values av ON av.id = pav.value_id
         WHERE ca.product_id = p.main_product_id ORDER BY ca.position)) AS variant_values
    FROM products p
    LEFT JOIN products m ON m.id = p.main_product_id
    LEFT JOIN product_translations th ON th.product_id = p.id AND th.language = 'hr'
    LEFT JOIN product_translations te ON te.product_id = p.id AND te.language = 'en'
    WHERE ${where}
    ORDER BY COALESCE(p.main_product_id, p.id), p.main_product_id IS NOT NULL, p.id`
}

const nullableText = (r: Row, column: string) => products.nullableText(r, column) ?? ''

/** One exported row, in CATALOGUE_COLUMNS order. */
function exportRow(r: Row): unknown[] {
  const status = products.bool(r, 'archived') ? 'archived' : products.bool(r, 'published') ? 'published' : 'draft'
  const texts = (language: 'hr' | 'en') => TEXT_FIELDS.map((field) => nullableText(r, `${field}_${language}`))
  const stock = products.nullableInt(r, 'stock_qty')
  const threshold = products.nullableInt(r, 'low_stock_threshold')
  return [
    products.text(r, 'sku'),
    products.oneOf(r, 'type', PRODUCT_TYPES),
    nullableText(r, 'parent_sku'),
    status,
    ...texts('hr'),
    ...texts('en'),
    euros(products.int(r, 'retail_price_cents')),
    euros(products.nullableInt(r, 'discount_price_cents')),
    euros(products.nullableInt(r, 'membership_price_cents')),
    products.real(r, 'tax_rate'),
    stock === null ? '' : stock,
    threshold === null ? '' : threshold,
    products.bool(r, 'sell_when_out_of_stock'),
    products.bool(r, 'featured'),
    nullableText(r, 'categories'),
    nullableText(r, 'tags'),
    nullableText(r, 'variant_values'),
  ]
}

/** Every product, archived ones too (their status says so), as the catalogue's CSV document. */
export async function exportCatalogue(db: D1Database): Promise<{ csv: string; rows: number }> {
  const sql = catalogueSelectSql(`${inJson('p.id', '?1')} OR ${inJson('p.main_product_id', '?1')}`)
  const rows: unknown[][] = []
  let after = 0
  for (;;) {
    const mains = await allRows(
      db
        .prepare('SELECT id FROM products WHERE main_product_id IS NULL AND id > ? ORDER BY id LIMIT ?')
        .bind(after, EXPORT_MAINS_PER_CHUNK),
      readMainId,
    )
    if (mains.length === 0) break
    const chunk = await db.prepare(sql).bind(JSON.stringify(mains)).all()
    for (const r of chunk.results) rows.push(exportRow(r as Row))
    after = mains[mains.length - 1] ?? after
    if (mains.length < EXPORT_MAINS_PER_CHUNK) break
  }
  return { csv: serialiseCsv(CATALOGUE_COLUMNS, rows), rows: rows.length }
}
