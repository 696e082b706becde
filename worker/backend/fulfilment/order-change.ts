import type { OrderStatus } from '../../../contract/dto/commerce'
import type { OrderEventName } from '../../../contract/dto/after-sale'
import type { StoredOrder } from '../commerce/orders'

/**
 * One change of an order after the sale (issue 36), in one transaction, done once:
 *
 *   1. the order row moves from the version (and status) that was read to the next version, and
 *      takes the batch's nonce — a concurrent change that read the same version loses here;
 *   2. the event row is written (who, what, from → to, the caller's request id);
 *   3. every effect of the change (`effects(guard)`: shipment rows, keys, stock, invoice...) carries
 *      `guard` in its WHERE, so it runs only when step 1 won.
 *
 * A repeated request (a double click, a retry after a timeout) carries the same request id: its
 * event is found and the change is not made twice (`'repeat'`). A change that lost to another
 * (`'stale'`) wrote nothing; the caller reads the order again.
 */
export interface OrderChange {
  /** The order as read: its id, version and status guard the update. */
  order: Pick<StoredOrder, 'id' | 'version' | 'status'>
  event: OrderEventName
  /** The new status, or the same one for a change that keeps it (a partial shipment, a key added). */
  to: OrderStatus
  /** Staff's e-mail, or 'buyer', 'provider', 'system'. */
  actor: string
  /** The caller's id of this action (a UUID the page makes per click); a retry sends the same. */
  requestId: string
  detail?: Record<string, unknown>
  /** Other columns of orders to set with the change, e.g. `{ delivered_at: now }` (values bound, names fixed by the caller). */
  set?: Partial<Record<OrderChangeColumn, string | number | null>>
}

/** Columns a change may set besides status, version and nonce. */
export type OrderChangeColumn = 'paid_at' | 'delivered_at'

export type OrderChangeOutcome = 'done' | 'repeat' | 'stale'

/** SQL: now, as the backend writes times. */
export const NOW_SQL = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`

/** A UUID (the nonce) is inlined into SQL: only this exact form is accepted. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** The SQL condition that is true only inside the batch whose order update won (orders.change_nonce). */
export function changeGuard(orderId: number, nonce: string): string {
  if (!Number.isSafeInteger(orderId) || !UUID.test(nonce)) throw new Error('changeGuard: bad order id or nonce')
  return `((SELECT change_nonce FROM orders WHERE id = ${orderId}) = '${nonce}')`
}

/** Has this request already changed the order? */
export async function isRepeat(db: D1Database, orderId: number, requestId: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS found FROM order_events WHERE order_id = ? AND request_id = ?')
    .bind(orderId, requestId)
    .first()
  return row !== null
}

/** The order update and its event: the first two statements of a change's batch. */
export function orderChangeStatements(db: D1Database, change: OrderChange, nonce: string): D1PreparedStatement[] {
  const { order } = change
  const set = Object.entries(change.set ?? {})
  const extra = set.map(([column]) => `, ${column} = ?`).join('')
  return [
    db
      .prepare(
        `UPDATE orders SET status = ?, version = version + 1, change_nonce = ?, updated_at = ${NOW_SQL}${extra}
         WHERE id = ? AND version = ? AND status = ?`,
      )
      .bind(change.to, nonce, ...set.map(([, value]) => value), order.id, order.version, order.status),
    db
      .prepare(
        `INSERT INTO order_events (order_id, event, from_status, to_status, actor, detail, request_id)
         SELECT ?, ?, ?, ?, ?, ?, ? WHERE ${changeGuard(order.id, nonce)}`,
      )
      .bind(
        order.id,
        change.event,
        order.status,
        change.to,
        change.actor,
        JSON.stringify(change.detail ?? {}),
        change.requestId,
      ),
  ]
}

/**
 * Runs a change with its effects in one batch. `effects` gets the guard to put in each of its
 * statements' WHERE (an INSERT ... SELECT ... WHERE guard, an UPDATE ... WHERE ... AND guard).
 */
export async function runOrderChange(
  db: D1Database,
  change: OrderChange,
  effects: (guard: string) => D1PreparedStatement[] = () => [],
): Promise<OrderChangeOutcome> {
  if (await isRepeat(db, change.order.id, change.requestId)) return 'repeat'
  const nonce = crypto.randomUUID()
  const guard = changeGuard(change.order.id, nonce)
  try {
    const [update] = await db.batch([...orderChangeStatements(db, change, nonce), ...effects(guard)])
    if ((update?.meta.changes ?? 0) === 1) return 'done'
    // Lost: to another change, or to this same request sent twice at once (its twin won).
    return (await isRepeat(db, change.order.id, change.requestId)) ? 'repeat' : 'stale'
  } catch (error) {
    // The same request id raced itself (two identical requests at once): the second's event row broke
    // UNIQUE (order_id, request_id) and its whole batch rolled back.
    if (await isRepeat(db, change.order.id, change.requestId)) return 'repeat'
    throw error
  }
}

/** An event without a status change made outside a guarded batch (the system's notes: keys missing, invoice sent). */
export const orderEventStatement = (
  db: D1Database,
  orderId: number,
  event: OrderEventName,
  actor: string,
  detail: Record<string, unknown> = {},
) =>
  db
    .prepare(
      `INSERT INTO order_events (order_id, event, from_status, to_status, actor, detail)
       SELECT id, ?, status, status, ?, ? FROM orders WHERE id = ?`,
    )
    .bind(event, actor, JSON.stringify(detail), orderId)

/** A further event of a change (e.g. 'paid' when cash on delivery is delivered), written only when `guard` holds. */
export const guardedEventStatement = (
  db: D1Database,
  orderId: number,
  event: OrderEventName,
  actor: string,
  guard: string,
  detail: Record<string, unknown> = {},
) =>
  db
    .prepare(
      `INSERT INTO order_events (order_id, event, from_status, to_status, actor, detail)
       SELECT id, ?, status, status, ?, ? FROM orders WHERE id = ? AND ${guard}`,
    )
    .bind(event, actor, JSON.stringify(detail), orderId)
