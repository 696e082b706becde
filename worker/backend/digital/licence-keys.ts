import { NOW_SQL } from '../fulfilment/order-change'
import { ORDER_ACTIONS } from '../fulfilment/order-states'
import { allRows, columns, type Row } from '../rows'
import type { DigitalUnit } from './digital-units'

/** The SQL of handing licence keys to paid orders' lines (issue 36). */

export interface AssignedKey {
  orderLineId: number
  productId: number
  key: string
  revoked: boolean
}

const cols = columns('licence_keys')
const readAssigned = (r: Row): AssignedKey => ({
  orderLineId: cols.int(r, 'order_line_id'),
  productId: cols.int(r, 'product_id'),
  key: cols.text(r, 'key'),
  revoked: cols.bool(r, 'revoked'),
})

/** Every key handed to the order's lines, in the order they were given. */
export const keysOfOrder = (db: D1Database, orderId: number): Promise<AssignedKey[]> =>
  allRows(
    db
      .prepare(
        `SELECT order_line_id, product_id, key, revoked_at IS NOT NULL AS revoked FROM licence_keys
         WHERE order_id = ? AND order_line_id IS NOT NULL ORDER BY id`,
      )
      .bind(orderId),
    readAssigned,
  )

const keysOfUnit = (keys: readonly AssignedKey[], unit: DigitalUnit) =>
  keys.filter((key) => key.orderLineId === unit.orderLineId && key.productId === unit.productId)

/** The unit's keys (a revoked one stays listed). */
export const unitKeys = keysOfUnit

/** Keys the unit is still owed (a revoked key counts as given: it is never replaced). */
export const keysOwed = (unit: DigitalUnit, keys: readonly AssignedKey[]): number =>
  unit.usesKeys ? Math.max(0, unit.qty - keysOfUnit(keys, unit).length) : 0

/**
 * Hands the unit the keys it is still owed, from the oldest free keys of the product's pool. The
 * count owed is computed inside the statement, and D1 runs one batch at a time: two orders paid at
 * once never take the same key, a retried delivery never takes more, and a short pool gives what it has.
 */
export const assignKeysStatement = (db: D1Database, orderId: number, unit: DigitalUnit, guard: string) =>
  db
    .prepare(
      `UPDATE licence_keys SET order_id = ?1, order_line_id = ?2, assigned_at = ${NOW_SQL}
       WHERE id IN (SELECT id FROM licence_keys WHERE product_id = ?3 AND order_id IS NULL AND assigned_at IS NULL AND revoked_at IS NULL
                    ORDER BY id
                    LIMIT max(0, ?4 - (SELECT COUNT(*) FROM licence_keys WHERE order_line_id = ?2 AND product_id = ?3)))
         AND ${guard}`,
    )
    .bind(orderId, unit.orderLineId, unit.productId, unit.qty)

const pool = columns('key_pool')
const readPool = (r: Row) => ({ productId: pool.int(r, 'product_id'), available: pool.int(r, 'available') })

/** Keys left in each product's pool. */
export async function keysLeft(db: D1Database, productIds: readonly number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map()
  const rows = await allRows(
    db
      .prepare(
        `SELECT p.value AS product_id,
           (SELECT COUNT(*) FROM licence_keys k WHERE k.product_id = p.value AND k.assigned_at IS NULL AND k.revoked_at IS NULL) AS available
         FROM json_each(?) p`,
      )
      .bind(JSON.stringify([...new Set(productIds)])),
    readPool,
  )
  return new Map(rows.map((row) => [row.productId, row.available]))
}

const waiting = columns('orders')

/**
 * The paid orders still waiting for a product's keys or file, oldest first: an order line of it (or
 * of a bundle holding it) with fewer keys than its quantity, or without a download link while the
 * product has a file, in a status digital delivery may act in.
 */
export const ordersWaitingFor = (db: D1Database, productId: number): Promise<number[]> =>
  allRows(
    db
      .prepare(
        `SELECT DISTINCT o.id FROM orders o JOIN order_lines l ON l.order_id = o.id
           LEFT JOIN json_each(CASE WHEN l.product_type = 'bundle' THEN l.options ELSE '{}' END, '$.bundleOptions') b
           LEFT JOIN bundle_components bc ON bc.bundle_id = l.product_id AND bc.component_id = json_extract(b.value, '$.id')
         WHERE o.status IN (SELECT value FROM json_each(?2)) AND o.paid_at IS NOT NULL
           AND (l.product_id = ?1 AND l.product_type = 'eProduct'
                OR COALESCE(json_extract(b.value, '$.options.productId'), json_extract(b.value, '$.id')) = ?1)
           AND ((SELECT COUNT(*) FROM licence_keys k WHERE k.order_line_id = l.id AND k.product_id = ?1) < l.qty * COALESCE(bc.qty, 1)
                OR (EXISTS (SELECT 1 FROM product_files f WHERE f.product_id = ?1)
                    AND NOT EXISTS (SELECT 1 FROM download_links d WHERE d.order_line_id = l.id AND d.product_id = ?1)))
         ORDER BY o.id`,
      )
      .bind(productId, JSON.stringify(ORDER_ACTIONS.deliverDigital)),
    (r) => waiting.int(r, 'id'),
  )

/**
 * Marks a product's pool as low, once per time it runs low: true only for the call that set the mark
 * (so one e-mail, even when orders paid at once take it below the mark together).
 */
export async function markPoolLow(db: D1Database, productId: number, available: number): Promise<boolean> {
  const result = await db
    .prepare('INSERT INTO key_pool_warnings (product_id, available) VALUES (?, ?) ON CONFLICT (product_id) DO NOTHING')
    .bind(productId, available)
    .run()
  return result.meta.changes === 1
}

/** The pool is no longer low (keys were added): the next time it runs low, staff are told again. */
export const clearPoolLow = (db: D1Database, productId: number, low: number) =>
  db
    .prepare(
      `DELETE FROM key_pool_warnings WHERE product_id = ?1
         AND (SELECT COUNT(*) FROM licence_keys WHERE product_id = ?1 AND assigned_at IS NULL AND revoked_at IS NULL) >= ?2`,
    )
    .bind(productId, low)
    .run()
