/**
 * The one place that writes `price_history` (SPEC §9 Omnibus: the shop names the lowest final price
 * of the last 30 days, read by product-detail.ts `lowestPrice`). Every change of a product's (or a
 * variant's) final price adds one entry; the seed writes the older ones.
 *
 * The statement guards itself, so callers may add it to any save unconditionally:
 * - it writes only while the product's final price in `products` IS the given price, so put it
 *   AFTER the statement that sets the price in the same batch: a save that changed nothing (a
 *   stale version, a lost race) leaves no entry;
 * - it writes only when the product's newest entry holds another price (or there is none), so an
 *   unchanged price or a second call adds nothing.
 * It is not an audit entry: put it after the change's `auditStatement` (which reads `changes()` of
 * the statement just before it).
 */

const LATEST = `(SELECT h.price_cents FROM price_history h WHERE h.product_id = p.id
  ORDER BY h.recorded_at DESC, h.id DESC LIMIT 1)`

function historyStatement(db: D1Database, productWhere: string, bind: unknown, cents: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO price_history (product_id, price_cents)
       SELECT p.id, ?2 FROM products p WHERE ${productWhere} AND p.final_price_cents = ?2 AND ${LATEST} IS NOT ?2`,
    )
    .bind(bind, cents)
}

/** The entry for product `productId` now at `finalPriceCents` (see above: run it after the price is set). */
export function priceHistoryStatement(db: D1Database, productId: number, finalPriceCents: number): D1PreparedStatement {
  return historyStatement(db, 'p.id = ?1', productId, finalPriceCents)
}

/**
 * The same for a product the same batch creates, found by its SKU (its id is not known before the
 * batch runs, and `last_insert_rowid()` would name another row when many products go in one batch).
 */
export function priceHistoryStatementBySku(db: D1Database, sku: string, finalPriceCents: number): D1PreparedStatement {
  return historyStatement(db, 'p.sku = ?1', sku, finalPriceCents)
}

/**
 * The entry for product `productId` at whatever its final price is now (a scheduled sale starting
 * or ending, worker/backend/sales/apply-due.ts: the price it ends at depends on what staff left in
 * the row). The same guard: nothing when the newest entry already holds that price.
 */
export function currentPriceHistoryStatement(db: D1Database, productId: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO price_history (product_id, price_cents)
       SELECT p.id, p.final_price_cents FROM products p WHERE p.id = ?1 AND ${LATEST} IS NOT p.final_price_cents`,
    )
    .bind(productId)
}
