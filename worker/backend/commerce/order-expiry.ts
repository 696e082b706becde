import { markFailed } from './orders'
import { allRows, columns, type Row } from '../rows'

const readId = (r: Row) => ({ id: columns('orders').int(r, 'id') })

/**
 * Card and wallet orders hold their stock only while their payment session is open: once it has
 * ended unpaid, the order fails (payment result 'expired') and its stock goes back. Run lazily by
 * the order calls and by the Cron Trigger. Bank transfers wait for the shopper's bank and are not
 * touched; an order paid meanwhile is not either (markFailed changes pending orders only).
 */

/** Orders expired per run (the cron runs every 2 minutes; each order call expires what is due first). */
const EXPIRY_BATCH = 25

/** Expires the card and wallet orders whose last payment session ended before `now`; answers how many. */
export async function expireAbandonedOrders(db: D1Database, now = new Date()): Promise<number> {
  return (await expireAbandonedOrderIds(db, now)).length
}

/** As expireAbandonedOrders, answering which orders it expired (a caller that read one of them reads it again). */
export async function expireAbandonedOrderIds(db: D1Database, now = new Date()): Promise<number[]> {
  const results = await allRows(
    db
      .prepare(
        `SELECT o.id FROM orders o
       WHERE o.status = 'pending_payment' AND o.payment_type IN ('HPF', 'WALLET')
         AND (SELECT MAX(s.expires_at) FROM payment_sessions s WHERE s.order_id = o.id AND s.status = 'pending') < ?
       ORDER BY o.id LIMIT ?`,
      )
      .bind(now.toISOString(), EXPIRY_BATCH),
    readId,
  )
  if (results.length === 0) return []
  await db.batch(results.flatMap((order) => markFailed(db, order.id, { payment: { result: 'expired' } })))
  return results.map((order) => order.id)
}
