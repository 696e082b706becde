import type { Locale } from '../../../contract/locales'
import { allRows, columns, countOf, type Row } from '../rows'

/**
 * What an order delivers digitally, unit by unit: an eProduct line, or an eProduct inside a bundle
 * line (the bundle's chosen components are in order_lines.options.bundleOptions; a configurable
 * component's chosen variant is the product). Keys and download links are kept per order line and
 * product, so a bundle of two games gets each game's key and file under the bundle's line.
 */
export interface DigitalUnit {
  orderLineId: number
  productId: number
  /** The line's name, or for a bundle's component "bundle: component" in the order's language. */
  name: string
  /** Keys owed: the line's quantity (times the component's quantity in a bundle). */
  qty: number
  hasFile: boolean
  /** The product has a pool of licence keys (even one run empty). */
  hasPool: boolean
  /** The line is owed keys: the product has a pool, or nothing else to hand over (no file either). */
  usesKeys: boolean
}

const cols = columns('digital_units')
const readUnit = (r: Row): DigitalUnit => {
  const hasFile = cols.bool(r, 'has_file')
  const hasPool = cols.bool(r, 'has_keys')
  return {
    orderLineId: cols.int(r, 'order_line_id'),
    productId: cols.int(r, 'product_id'),
    name: cols.text(r, 'name'),
    qty: cols.int(r, 'qty'),
    hasFile,
    hasPool,
    usesKeys: hasPool || !hasFile,
  }
}

const FILE_SQL = (product: string) => `EXISTS (SELECT 1 FROM product_files f WHERE f.product_id = ${product})`
const KEYS_SQL = (product: string) => `EXISTS (SELECT 1 FROM licence_keys k WHERE k.product_id = ${product})`
const COMPONENT_SQL = `COALESCE(json_extract(b.value, '$.options.productId'), json_extract(b.value, '$.id'))`

export function digitalUnitsOf(db: D1Database, orderId: number, language: Locale): Promise<DigitalUnit[]> {
  return allRows(
    db
      .prepare(
        `SELECT l.id AS order_line_id, l.product_id, l.name, l.qty,
           ${FILE_SQL('l.product_id')} AS has_file, ${KEYS_SQL('l.product_id')} AS has_keys
         FROM order_lines l WHERE l.order_id = ?1 AND l.product_type = 'eProduct' AND l.product_id IS NOT NULL
         UNION ALL
         SELECT l.id, p.id, l.name || ': ' || COALESCE(t.name, p.sku), l.qty * COALESCE(bc.qty, 1),
           ${FILE_SQL('p.id')}, ${KEYS_SQL('p.id')}
         FROM order_lines l
         JOIN json_each(l.options, '$.bundleOptions') b
         JOIN products p ON p.id = ${COMPONENT_SQL} AND p.type = 'eProduct'
         LEFT JOIN bundle_components bc ON bc.bundle_id = l.product_id AND bc.component_id = json_extract(b.value, '$.id')
         LEFT JOIN product_translations t ON t.product_id = p.id AND t.language = ?2
         WHERE l.order_id = ?1 AND l.product_type = 'bundle'
         ORDER BY 1, 2`,
      )
      .bind(orderId, language),
    readUnit,
  )
}

/**
 * Does the order hold anything to ship? A line is physical unless it is an eProduct or a bundle
 * made only of eProducts (the same rule as the cart's digitalOnly and shipping's physical lines).
 */
export async function hasPhysicalLines(db: D1Database, orderId: number): Promise<boolean> {
  const physical = await countOf(
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM order_lines l WHERE l.order_id = ? AND l.product_type <> 'eProduct' AND NOT (l.product_type = 'bundle'
           AND EXISTS (SELECT 1 FROM bundle_components b WHERE b.bundle_id = l.product_id)
           AND NOT EXISTS (SELECT 1 FROM bundle_components b JOIN products p ON p.id = b.component_id
                           WHERE b.bundle_id = l.product_id AND p.type <> 'eProduct'))`,
      )
      .bind(orderId),
  )
  return physical > 0
}
