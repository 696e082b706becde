/**
 * SQL fragments shared by the catalogue queries. `p` is the aliased `products` row.
 * A product is available when it is published, purchasable, not archived and in stock (or sold when
 * out of stock); a configurable when one of its variants is; a bundle when every component is (in the
 * bundled quantity).
 */

/**
 * Sold when out of stock (backorders, migration 0041): the product's own flag, or for a variant its
 * main product's. Such a product stays available at stock 0; the shop sees its stock as unlimited
 * (product-rows.ts PRODUCT_COLUMNS) and an order takes units off its stock down to 0, never below
 * (product-rows.ts reserveStock).
 */
export const BACKORDER_SQL = (alias: string) =>
  `(${alias}.sell_when_out_of_stock = 1 OR EXISTS (SELECT 1 FROM products bo WHERE bo.id = ${alias}.main_product_id AND bo.sell_when_out_of_stock = 1))`

const VARIANT_AVAILABLE = (main: string) =>
  `EXISTS (SELECT 1 FROM products v WHERE v.main_product_id = ${main} AND v.archived = 0 AND v.published = 1 AND v.is_purchasable = 1 AND (v.stock_qty IS NULL OR v.stock_qty > 0 OR ${BACKORDER_SQL('v')}))`

export const AVAILABLE_SQL = `(CASE
  WHEN p.archived = 1 OR p.published = 0 OR p.is_purchasable = 0 THEN 0
  WHEN p.type = 'configurable' THEN ${VARIANT_AVAILABLE('p.id')}
  WHEN p.type = 'bundle' THEN (p.stock_qty IS NULL OR p.stock_qty > 0 OR p.sell_when_out_of_stock = 1) AND NOT EXISTS (
    SELECT 1 FROM bundle_components bc JOIN products c ON c.id = bc.component_id
    WHERE bc.bundle_id = p.id AND (
      c.archived = 1 OR c.published = 0 OR c.is_purchasable = 0
      OR (c.type = 'configurable' AND NOT ${VARIANT_AVAILABLE('c.id')})
      OR (c.type <> 'configurable' AND c.stock_qty IS NOT NULL AND c.stock_qty < bc.qty AND c.sell_when_out_of_stock = 0)))
  ELSE (p.stock_qty IS NULL OR p.stock_qty > 0 OR ${BACKORDER_SQL('p')})
END)`

/** Main products shown in lists: published (a draft is in no list or search), not a variant, individually visible. */
export const LISTABLE_SQL = 'p.published = 1 AND p.main_product_id IS NULL AND p.visible_individually = 1'

/** `IN (...)` over a JSON array bound as one parameter (D1 limits bound parameters to 100). */
export const inJson = (column: string, param: string) => `${column} IN (SELECT value FROM json_each(${param}))`

/**
 * A set of product ids for a query (issue 38): a SELECT of ids whose one parameter is `param`, and
 * the value to bind to it — so a set can be read by the database in the same query that uses it.
 */
export type IdSet = (param: string) => { sql: string; value: string }

/** A cart's products, by the cart's id: its lines' products and the variants chosen in their bundle options. */
export const cartProductIds =
  (cartId: string): IdSet =>
  (param) => ({
    sql: `SELECT product_id FROM cart_items WHERE cart_id = ${param}
      UNION SELECT json_extract(b.value, '$.options.productId') FROM cart_items i,
        json_each(CASE WHEN json_valid(i.options) THEN i.options ELSE '{}' END, '$.bundleOptions') b
        WHERE i.cart_id = ${param} AND json_extract(b.value, '$.options.productId') IS NOT NULL`,
    value: cartId,
  })

/** Given ids (a JSON array bound as one parameter). */
export const givenIds =
  (ids: readonly number[]): IdSet =>
  (param) => ({ sql: `SELECT value FROM json_each(${param})`, value: JSON.stringify(ids) })

/** A set's products and the main products of those that are variants. */
export const withMains =
  (set: IdSet): IdSet =>
  (param) => {
    const inner = set(param)
    return {
      sql: `${inner.sql} UNION SELECT main_product_id FROM products WHERE main_product_id IS NOT NULL AND id IN (${inner.sql})`,
      value: inner.value,
    }
  }

/** `column IN (...)` over given ids or a set, with the value to bind to `param`. */
export function inIds(column: string, param: string, ids: readonly number[] | IdSet): { sql: string; value: string } {
  const set = typeof ids === 'function' ? ids(param) : givenIds(ids)(param)
  return { sql: `${column} IN (${set.sql})`, value: set.value }
}

/** Whether ids are known to be none without asking the database. */
export const noIds = (ids: readonly number[] | IdSet): boolean => typeof ids !== 'function' && ids.length === 0
