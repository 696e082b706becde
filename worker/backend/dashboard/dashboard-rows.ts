import type { Locale } from '../../../contract/locales'
import { LOW_KEY_POOL } from '../../../contract/schemas/digital-delivery'
import { DEFAULT_LOW_STOCK } from '../catalogue/admin-products'
import { PHYSICAL_LINE_SQL } from '../fulfilment/shipment-rows'
import { batchRows, columns, type Row } from '../rows'
import type { ZagrebDay } from '../../../contract/zagreb-days'

/**
 * The SQL of the dashboard (issue 37), run as one batch. Revenue: orders with `paid_at` that are not
 * cancelled or failed, on their paid day; their refunds subtract on the refund's day.
 */

const REVENUE_ORDER_SQL = "o.paid_at IS NOT NULL AND o.status NOT IN ('cancelled', 'failed')"
/** How many products the dashboard names in each list. */
export const DASHBOARD_LIST_SIZE = 5
const LOW_STOCK_LIST_SIZE = 10

export interface DayFigures {
  orders: number
  grossCents: number
  refundedCents: number
}

export interface TopProductRow {
  productId: number | null
  name: string
  sku: string
  units: number
  revenueCents: number
}

export interface LowStockRow {
  productId: number
  name: string
  sku: string
  stockQty: number
  threshold: number
}

export interface KeyPoolRow {
  productId: number
  name: string
  sku: string
  available: number
}

export interface DashboardRows {
  days: DayFigures[]
  topByRevenue: TopProductRow[]
  topByUnits: TopProductRow[]
  waiting: { toShip: number; bankTransfers: number; returnsRequested: number }
  lowStock: LowStockRow[]
  lowStockTotal: number
  lowKeyPools: KeyPoolRow[]
  abandoned: { carts: number; valueCents: number }
}

/**
 * A product's name in the staff's language (`lang`: the bound parameter, e.g. `?3`), else in the
 * other one, else its main product's (a variant without names of its own), else its SKU.
 */
const NAME_SQL = (product: string, lang: string) => `COALESCE(
  (SELECT t.name FROM product_translations t WHERE t.product_id = ${product} ORDER BY t.language <> ${lang} LIMIT 1),
  (SELECT t.name FROM products m JOIN product_translations t ON t.product_id = m.main_product_id
   WHERE m.id = ${product} ORDER BY t.language <> ${lang} LIMIT 1),
  (SELECT sku FROM products WHERE id = ${product}))`

const figures = columns('dashboard_days')
const readDay = (r: Row): DayFigures => ({
  orders: figures.int(r, 'orders'),
  grossCents: figures.int(r, 'gross_cents'),
  refundedCents: figures.int(r, 'refunded_cents'),
})

const top = columns('order_lines')
const readTop = (r: Row): TopProductRow => ({
  productId: top.nullableInt(r, 'product_id'),
  name: top.text(r, 'name'),
  sku: top.text(r, 'sku'),
  units: top.int(r, 'units'),
  revenueCents: top.int(r, 'revenue_cents'),
})

const readTopWithList = (r: Row) => ({ list: top.oneOf(r, 'list', ['revenue', 'units'] as const), product: readTop(r) })

const counts = columns('orders')
const readWaiting = (r: Row) => ({
  toShip: counts.int(r, 'to_ship'),
  bankTransfers: counts.int(r, 'bank_transfers'),
  returnsRequested: counts.int(r, 'returns_requested'),
})

const products = columns('products')
const readLowStock = (r: Row): LowStockRow => ({
  productId: products.int(r, 'id'),
  name: products.text(r, 'name'),
  sku: products.text(r, 'sku'),
  stockQty: products.int(r, 'stock_qty'),
  threshold: products.int(r, 'threshold'),
})
const readKeyPool = (r: Row): KeyPoolRow => ({
  productId: products.int(r, 'id'),
  name: products.text(r, 'name'),
  sku: products.text(r, 'sku'),
  available: products.int(r, 'available'),
})

const carts = columns('carts')
const readAbandoned = (r: Row) => ({ carts: carts.int(r, 'carts'), valueCents: carts.int(r, 'value_cents') })

/** Each day's `[from, to)` pair, as json_each reads them. */
const dayBounds = (days: readonly ZagrebDay[]) => JSON.stringify(days.map((day) => [day.from, day.to]))

/**
 * The current period's products by revenue and by units, from one aggregate (materialised once: with
 * 100,000 orders the grouping is the dashboard's dearest step). `list` says which of the two a row is;
 * a deleted product keeps the name its last order line had.
 */
const TOP_PRODUCTS_SQL = `WITH sold AS MATERIALIZED (
    SELECT l.product_id, MAX(l.name) AS line_name, MAX(l.sku) AS sku, SUM(l.qty) AS units, SUM(l.row_total_cents) AS revenue_cents
    FROM orders o JOIN order_lines l ON l.order_id = o.id
    WHERE o.paid_at >= ?1 AND o.paid_at < ?2 AND ${REVENUE_ORDER_SQL}
    GROUP BY COALESCE(l.product_id, 'sku:' || l.sku))
  SELECT r.list, r.product_id, COALESCE(${NAME_SQL('r.product_id', '?3')}, r.line_name) AS name, r.sku, r.units, r.revenue_cents
  FROM (SELECT * FROM (SELECT 'revenue' AS list, * FROM sold ORDER BY revenue_cents DESC, line_name LIMIT ${DASHBOARD_LIST_SIZE})
        UNION ALL
        SELECT * FROM (SELECT 'units' AS list, * FROM sold ORDER BY units DESC, line_name LIMIT ${DASHBOARD_LIST_SIZE})) r
  ORDER BY r.list, CASE r.list WHEN 'revenue' THEN r.revenue_cents ELSE r.units END DESC, r.line_name`

/** Stock that is counted (not a configurable: its variants are), at or below the product's low mark. */
const LOW_STOCK_WHERE = `p.archived = 0 AND p.type <> 'configurable' AND p.stock_qty IS NOT NULL
  AND p.stock_qty <= COALESCE(p.low_stock_threshold, ${DEFAULT_LOW_STOCK})`

/**
 * Everything the dashboard shows, in one batch: per day of `days` (one index range each), the top
 * products and abandoned carts of `current` ([from, to) of the current period), the waiting counts,
 * low stock and low key pools. `idleBefore`: carts untouched since then count as abandoned.
 */
export async function readDashboardRows(
  db: D1Database,
  lang: Locale,
  days: readonly ZagrebDay[],
  current: { from: string; to: string },
  idleBefore: string,
): Promise<DashboardRows> {
  const [perDay, topProducts, waiting, lowStock, lowStockTotal, pools, abandoned] = await db.batch([
    db
      .prepare(
        `SELECT d.key AS day,
           (SELECT COUNT(*) FROM orders o WHERE o.paid_at >= json_extract(d.value, '$[0]') AND o.paid_at < json_extract(d.value, '$[1]')
              AND ${REVENUE_ORDER_SQL}) AS orders,
           (SELECT COALESCE(SUM(o.order_total_cents), 0) FROM orders o WHERE o.paid_at >= json_extract(d.value, '$[0]')
              AND o.paid_at < json_extract(d.value, '$[1]') AND ${REVENUE_ORDER_SQL}) AS gross_cents,
           (SELECT COALESCE(SUM(r.amount_cents), 0) FROM refunds r JOIN orders o ON o.id = r.order_id
              WHERE r.created_at >= json_extract(d.value, '$[0]') AND r.created_at < json_extract(d.value, '$[1]')
                AND ${REVENUE_ORDER_SQL}) AS refunded_cents
         FROM json_each(?1) d ORDER BY d.key`,
      )
      .bind(dayBounds(days)),
    db.prepare(TOP_PRODUCTS_SQL).bind(current.from, current.to, lang),
    db.prepare(
      `SELECT
         (SELECT COUNT(*) FROM orders o WHERE o.status IN ('paid', 'processing', 'partly_shipped')
            AND EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND ${PHYSICAL_LINE_SQL})) AS to_ship,
         (SELECT COUNT(*) FROM orders WHERE status = 'pending_payment' AND payment_type = 'BANK_TRANSFER') AS bank_transfers,
         (SELECT COUNT(*) FROM returns WHERE status = 'requested') AS returns_requested`,
    ),
    db
      .prepare(
        `SELECT p.id, p.sku, p.stock_qty, COALESCE(p.low_stock_threshold, ${DEFAULT_LOW_STOCK}) AS threshold, ${NAME_SQL('p.id', '?1')} AS name
       FROM products p WHERE ${LOW_STOCK_WHERE}
       ORDER BY p.stock_qty, p.id LIMIT ${LOW_STOCK_LIST_SIZE}`,
      )
      .bind(lang),
    db.prepare(`SELECT COUNT(*) AS n FROM products p WHERE ${LOW_STOCK_WHERE}`),
    db
      .prepare(
        `SELECT * FROM (
           SELECT p.id, p.sku, ${NAME_SQL('p.id', '?2')} AS name,
             (SELECT COUNT(*) FROM licence_keys k WHERE k.product_id = p.id AND k.assigned_at IS NULL AND k.revoked_at IS NULL) AS available
           FROM products p
           WHERE p.type = 'eProduct' AND p.archived = 0 AND EXISTS (SELECT 1 FROM licence_keys k WHERE k.product_id = p.id))
         WHERE available < ?1 ORDER BY available, id`,
      )
      .bind(LOW_KEY_POOL, lang),
    db
      .prepare(
        `SELECT COUNT(*) AS carts, COALESCE(SUM(v.value_cents), 0) AS value_cents FROM (
           SELECT (SELECT SUM(i.qty * i.unit_price_cents) FROM cart_items i WHERE i.cart_id = c.id) AS value_cents
           FROM carts c
           WHERE c.status = 'active' AND c.updated_at >= ?1 AND c.updated_at < ?2
             AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.cart_id = c.id)) v
         WHERE v.value_cents IS NOT NULL`,
      )
      .bind(current.from, idleBefore < current.to ? idleBefore : current.to),
  ])
  const ranked = batchRows(topProducts, readTopWithList)
  return {
    days: batchRows(perDay, readDay),
    topByRevenue: ranked.filter((row) => row.list === 'revenue').map((row) => row.product),
    topByUnits: ranked.filter((row) => row.list === 'units').map((row) => row.product),
    waiting: batchRows(waiting, readWaiting)[0] ?? { toShip: 0, bankTransfers: 0, returnsRequested: 0 },
    lowStock: batchRows(lowStock, readLowStock),
    lowStockTotal: batchRows(lowStockTotal, (r) => products.int(r, 'n'))[0] ?? 0,
    lowKeyPools: batchRows(pools, readKeyPool),
    abandoned: batchRows(abandoned, readAbandoned)[0] ?? { carts: 0, valueCents: 0 },
  }
}
