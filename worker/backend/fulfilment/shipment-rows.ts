import { allRows, columns, type Row } from '../rows'
import { NOW_SQL } from './order-change'

/** The SQL of shipping (issue 36): physical lines and what is left of them, shipments and their lines. */

/**
 * A line is physical unless it is an eProduct or a bundle made only of eProducts (as the cart
 * decides digitalOnly): only physical lines ship. `l` is the order line.
 */
export const PHYSICAL_LINE_SQL = `l.product_type <> 'eProduct' AND NOT (l.product_type = 'bundle'
  AND EXISTS (SELECT 1 FROM bundle_components b WHERE b.bundle_id = l.product_id)
  AND NOT EXISTS (SELECT 1 FROM bundle_components b JOIN products p ON p.id = b.component_id
                  WHERE b.bundle_id = l.product_id AND p.type <> 'eProduct'))`

export interface PhysicalLine {
  orderLineId: number
  name: string
  sku: string
  qty: number
  shipped: number
  /** Units given back before they left (a refund not of a return): they are not shipped any more. */
  refunded: number
}

/** How many units of the line are still to ship. */
export const leftToShip = (line: PhysicalLine): number => Math.max(0, line.qty - line.shipped - line.refunded)

const lineCols = columns('order_lines')
const readPhysicalLine = (r: Row): PhysicalLine => ({
  orderLineId: lineCols.int(r, 'id'),
  name: lineCols.text(r, 'name'),
  sku: lineCols.text(r, 'sku'),
  qty: lineCols.int(r, 'qty'),
  shipped: lineCols.int(r, 'shipped'),
  refunded: lineCols.int(r, 'refunded'),
})

/** The order's physical lines with how many of each have shipped, and how many were refunded without a return. */
export const physicalLines = (db: D1Database, orderId: number): Promise<PhysicalLine[]> =>
  allRows(
    db
      .prepare(
        `SELECT l.id, l.name, l.sku, l.qty,
           COALESCE((SELECT SUM(sl.qty) FROM shipment_lines sl JOIN shipments s ON s.id = sl.shipment_id
                     WHERE s.order_id = l.order_id AND sl.order_line_id = l.id), 0) AS shipped,
           COALESCE((SELECT SUM(rl.qty) FROM refund_lines rl JOIN refunds r ON r.id = rl.refund_id
                     WHERE r.order_id = l.order_id AND r.return_id IS NULL AND rl.order_line_id = l.id), 0) AS refunded
         FROM order_lines l WHERE l.order_id = ? AND ${PHYSICAL_LINE_SQL} ORDER BY l.id`,
      )
      .bind(orderId),
    readPhysicalLine,
  )

export interface ShipmentRow {
  id: number
  carrier: string | null
  trackingNumber: string
  shippedAt: string
  deliveredAt: string | null
  lines: Array<{ orderLineId: number; name: string; qty: number }>
}

const shipmentCols = columns('shipments')
const readShipmentLine = (r: Row) => ({
  shipmentId: shipmentCols.int(r, 'id'),
  carrier: shipmentCols.nullableText(r, 'carrier'),
  trackingNumber: shipmentCols.text(r, 'tracking_number'),
  shippedAt: shipmentCols.text(r, 'shipped_at'),
  deliveredAt: shipmentCols.nullableText(r, 'delivered_at'),
  orderLineId: shipmentCols.int(r, 'order_line_id'),
  name: shipmentCols.text(r, 'name'),
  qty: shipmentCols.int(r, 'qty'),
})

/** The order's shipments, oldest first, each with its lines. */
export async function shipmentRows(db: D1Database, orderId: number): Promise<ShipmentRow[]> {
  const rows = await allRows(
    db
      .prepare(
        `SELECT s.id, s.carrier, s.tracking_number, s.shipped_at, s.delivered_at, sl.order_line_id, sl.qty,
           COALESCE(l.name, '') AS name
         FROM shipments s JOIN shipment_lines sl ON sl.shipment_id = s.id
         LEFT JOIN order_lines l ON l.id = sl.order_line_id
         WHERE s.order_id = ? ORDER BY s.id, sl.order_line_id`,
      )
      .bind(orderId),
    readShipmentLine,
  )
  const shipments = new Map<number, ShipmentRow>()
  for (const row of rows) {
    const shipment = shipments.get(row.shipmentId) ?? {
      id: row.shipmentId,
      carrier: row.carrier,
      trackingNumber: row.trackingNumber,
      shippedAt: row.shippedAt,
      deliveredAt: row.deliveredAt,
      lines: [],
    }
    shipment.lines.push({ orderLineId: row.orderLineId, name: row.name, qty: row.qty })
    shipments.set(row.shipmentId, shipment)
  }
  return [...shipments.values()]
}

export interface NewShipment {
  orderId: number
  carrier: string | null
  trackingNumber: string
  shippedBy: string
  lines: Array<{ orderLineId: number; qty: number }>
}

/** Statements: the shipment and its lines, each run only when the change's `guard` holds. */
export function insertShipmentStatements(db: D1Database, shipment: NewShipment, guard: string): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO shipments (order_id, carrier, tracking_number, shipped_by) SELECT ?, ?, ?, ? WHERE ${guard}`,
      )
      .bind(shipment.orderId, shipment.carrier, shipment.trackingNumber, shipment.shippedBy),
    ...shipment.lines.map((line) =>
      db
        .prepare(
          `INSERT INTO shipment_lines (shipment_id, order_line_id, qty)
           SELECT (SELECT MAX(id) FROM shipments WHERE order_id = ?), ?, ? WHERE ${guard}`,
        )
        .bind(shipment.orderId, line.orderLineId, line.qty),
    ),
  ]
}

/** Statement: every shipment of the order not yet delivered is delivered now (when `guard` holds). */
export const deliverShipmentsStatement = (db: D1Database, orderId: number, guard: string): D1PreparedStatement =>
  db
    .prepare(`UPDATE shipments SET delivered_at = ${NOW_SQL} WHERE order_id = ? AND delivered_at IS NULL AND ${guard}`)
    .bind(orderId)
