import { RETURN_STATUSES, type ReturnRequest, type ReturnStatus } from '../../../contract/dto/after-sale'
import { NOW_SQL } from '../fulfilment/order-change'
import { allRows, columns, firstRow, type Row } from '../rows'

/** The returns repository (issue 36): requests, their lines, and what may still go back. */

const returnsTable = columns('returns')
const readReturn = (r: Row) => ({
  id: returnsTable.int(r, 'id'),
  status: returnsTable.oneOf(r, 'status', RETURN_STATUSES),
  reason: returnsTable.text(r, 'reason'),
  staffNote: returnsTable.text(r, 'staff_note'),
  requestedAt: returnsTable.text(r, 'requested_at'),
  decidedAt: returnsTable.nullableText(r, 'decided_at'),
  receivedAt: returnsTable.nullableText(r, 'received_at'),
})

const returnLines = columns('return_lines')
const readReturnLine = (r: Row) => ({
  returnId: returnLines.int(r, 'return_id'),
  orderLineId: returnLines.int(r, 'order_line_id'),
  name: returnLines.text(r, 'name'),
  qty: returnLines.int(r, 'qty'),
})

/** The order's return requests with their lines, oldest first. */
export async function listReturns(db: D1Database, orderId: number): Promise<ReturnRequest[]> {
  const [requests, lines] = await Promise.all([
    allRows(
      db
        .prepare(
          'SELECT id, status, reason, staff_note, requested_at, decided_at, received_at FROM returns WHERE order_id = ? ORDER BY id',
        )
        .bind(orderId),
      readReturn,
    ),
    allRows(
      db
        .prepare(
          `SELECT rl.return_id, rl.order_line_id, COALESCE(l.name, '') AS name, rl.qty
           FROM return_lines rl JOIN returns r ON r.id = rl.return_id LEFT JOIN order_lines l ON l.id = rl.order_line_id
           WHERE r.order_id = ? ORDER BY rl.return_id, rl.order_line_id`,
        )
        .bind(orderId),
      readReturnLine,
    ),
  ])
  return requests.map((request) => ({
    ...request,
    lines: lines
      .filter((line) => line.returnId === request.id)
      .map(({ orderLineId, name, qty }) => ({ orderLineId, name, qty })),
  }))
}

/** One return of the order, or null (another order's return is not found). */
export async function findReturn(
  db: D1Database,
  orderId: number,
  returnId: number,
): Promise<{ id: number; status: ReturnStatus } | null> {
  return firstRow(
    db.prepare('SELECT id, status FROM returns WHERE id = ? AND order_id = ?').bind(returnId, orderId),
    (r) => ({ id: returnsTable.int(r, 'id'), status: returnsTable.oneOf(r, 'status', RETURN_STATUSES) }),
  )
}

const lineFacts = columns('order_lines')
const readLineFacts = (r: Row) => ({
  orderLineId: lineFacts.int(r, 'id'),
  name: lineFacts.text(r, 'name'),
  qty: lineFacts.int(r, 'qty'),
  deliveredQty: lineFacts.int(r, 'delivered_qty'),
  returningQty: lineFacts.int(r, 'returning_qty'),
  refundedQty: lineFacts.int(r, 'refunded_qty'),
})
export type PhysicalLineFacts = ReturnType<typeof readLineFacts>

/**
 * Per physical line (not an eProduct): its quantity, how many came in delivered shipments, how many
 * are in returns still under way (requested, accepted, received — a refused one gave them back, a
 * refunded one is counted by its refund), and how many were refunded.
 */
export function physicalLineFacts(db: D1Database, orderId: number): Promise<PhysicalLineFacts[]> {
  return allRows(
    db
      .prepare(
        `SELECT l.id, l.name, l.qty,
           (SELECT COALESCE(SUM(sl.qty), 0) FROM shipment_lines sl JOIN shipments s ON s.id = sl.shipment_id
              WHERE s.order_id = l.order_id AND sl.order_line_id = l.id AND s.delivered_at IS NOT NULL) AS delivered_qty,
           (SELECT COALESCE(SUM(rl.qty), 0) FROM return_lines rl JOIN returns r ON r.id = rl.return_id
              WHERE r.order_id = l.order_id AND rl.order_line_id = l.id AND r.status IN ('requested', 'accepted', 'received')) AS returning_qty,
           (SELECT COALESCE(SUM(fl.qty), 0) FROM refund_lines fl JOIN refunds f ON f.id = fl.refund_id
              WHERE f.order_id = l.order_id AND fl.order_line_id = l.id) AS refunded_qty
         FROM order_lines l WHERE l.order_id = ? AND l.product_type <> 'eProduct' ORDER BY l.id`,
      )
      .bind(orderId),
    readLineFacts,
  )
}

/** How many of the order's returns other than `returnId` are in each status. */
export async function otherReturnStatuses(db: D1Database, orderId: number, returnId: number): Promise<ReturnStatus[]> {
  return allRows(db.prepare('SELECT status FROM returns WHERE order_id = ? AND id <> ?').bind(orderId, returnId), (r) =>
    returnsTable.oneOf(r, 'status', RETURN_STATUSES),
  )
}

/** Has the order had any refund? */
export async function hasRefunds(db: D1Database, orderId: number): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS found FROM refunds WHERE order_id = ? LIMIT 1').bind(orderId).first()) !== null
}

// Statements of a guarded change: each runs only when `guard` (the change's order update won) holds.

/** The new request's row and its lines (the order's newest return is this batch's: the guard keeps others out). */
export function insertReturnStatements(
  db: D1Database,
  guard: string,
  orderId: number,
  reason: string,
  lines: ReadonlyArray<{ orderLineId: number; qty: number }>,
): D1PreparedStatement[] {
  return [
    db.prepare(`INSERT INTO returns (order_id, reason) SELECT ?, ? WHERE ${guard}`).bind(orderId, reason),
    ...lines.map((line) =>
      db
        .prepare(
          `INSERT INTO return_lines (return_id, order_line_id, qty)
           SELECT (SELECT MAX(id) FROM returns WHERE order_id = ?), ?, ? WHERE ${guard}`,
        )
        .bind(orderId, line.orderLineId, line.qty),
    ),
  ]
}

/** Staff's decision on a request still in one of `from`: accepted or refused, by whom, with the note. */
export const decideReturnStatement = (
  db: D1Database,
  guard: string,
  returnId: number,
  from: readonly ReturnStatus[],
  to: 'accepted' | 'refused',
  staff: string,
  note: string,
) =>
  db
    .prepare(
      `UPDATE returns SET status = ?, staff_note = ?, decided_at = ${NOW_SQL}, decided_by = ?
       WHERE id = ? AND status IN (${from.map((status) => `'${status}'`).join(', ')}) AND ${guard}`,
    )
    .bind(to, note, staff, returnId)

/** The goods of an accepted return came back. A note, when given, replaces staff's earlier one. */
export const receiveReturnStatement = (db: D1Database, guard: string, returnId: number, staff: string, note: string) =>
  db
    .prepare(
      `UPDATE returns SET status = 'received', received_at = ${NOW_SQL}, received_by = ?,
         staff_note = CASE WHEN ? = '' THEN staff_note ELSE ? END
       WHERE id = ? AND status = 'accepted' AND ${guard}`,
    )
    .bind(staff, note, note, returnId)

/** The returned quantities back on the shelf, for products whose stock is tracked (NULL stays unlimited). */
export const restockReturnStatement = (db: D1Database, guard: string, returnId: number) =>
  db
    .prepare(
      `UPDATE products SET stock_qty = stock_qty + (SELECT COALESCE(SUM(rl.qty), 0) FROM return_lines rl
         JOIN order_lines l ON l.id = rl.order_line_id WHERE rl.return_id = ?1 AND l.product_id = products.id)
       WHERE stock_qty IS NOT NULL
         AND id IN (SELECT l.product_id FROM return_lines rl JOIN order_lines l ON l.id = rl.order_line_id WHERE rl.return_id = ?1)
         AND ${guard}`,
    )
    .bind(returnId)

/** An event of the change that keeps the status (e.g. 'restocked' beside 'returnReceived'), written only when the change won. */
export const guardedEventStatement = (
  db: D1Database,
  guard: string,
  orderId: number,
  event: 'restocked',
  actor: string,
  detail: Record<string, unknown>,
) =>
  db
    .prepare(
      `INSERT INTO order_events (order_id, event, from_status, to_status, actor, detail)
       SELECT id, ?, status, status, ?, ? FROM orders WHERE id = ? AND ${guard}`,
    )
    .bind(event, actor, JSON.stringify(detail), orderId)

/** The order's newest return request's id, or null. */
export async function latestReturnId(db: D1Database, orderId: number): Promise<number | null> {
  return firstRow(db.prepare('SELECT MAX(id) AS id FROM returns WHERE order_id = ?').bind(orderId), (r) =>
    returnsTable.nullableInt(r, 'id'),
  )
}
