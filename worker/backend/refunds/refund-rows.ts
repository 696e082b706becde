import { NOW_SQL } from '../fulfilment/order-change'
import { allRows, columns, firstRow, type Row } from '../rows'

/** Refunds in D1 (issue 36): what the order's lines were and what was given back, and a refund's writes. */

export interface RefundLineRow {
  id: number
  productId: number | null
  name: string
  qty: number
  rowTotalCents: number
  /** The line's share of the order's coupon (0 on every line of an order from before migration 0052). */
  couponCents: number
  productType: string
  /** The product keeps a stock count (stock_qty not NULL): restocking adds to it. */
  tracksStock: boolean
  /** Units the line took off the shelf (NULL: unlimited stock, or a line from before migration 0043). */
  stockTaken: number | null
  refundedQty: number
  refundedCents: number
  /** Licence keys handed to the line, and how many of them are revoked. */
  keys: number
  revokedKeys: number
}

const lines = columns('order_lines')
const readLine = (r: Row): RefundLineRow => ({
  id: lines.int(r, 'id'),
  productId: lines.nullableInt(r, 'product_id'),
  name: lines.text(r, 'name'),
  qty: lines.int(r, 'qty'),
  rowTotalCents: lines.int(r, 'row_total_cents'),
  couponCents: lines.int(r, 'coupon_cents'),
  productType: lines.text(r, 'product_type'),
  tracksStock: lines.bool(r, 'tracks_stock'),
  stockTaken: lines.nullableInt(r, 'stock_taken'),
  refundedQty: lines.int(r, 'refunded_qty'),
  refundedCents: lines.int(r, 'refunded_cents'),
  keys: lines.int(r, 'keys'),
  revokedKeys: lines.int(r, 'revoked_keys'),
})

/** The order's lines with what each has had given back so far. */
export const refundLineRows = (db: D1Database, orderId: number): Promise<RefundLineRow[]> =>
  allRows(
    db
      .prepare(
        `SELECT l.id, l.product_id, l.name, l.qty, l.row_total_cents, l.coupon_cents, l.product_type, l.stock_taken,
           (SELECT COUNT(*) FROM products p WHERE p.id = l.product_id AND p.stock_qty IS NOT NULL) AS tracks_stock,
           COALESCE((SELECT SUM(rl.qty) FROM refund_lines rl WHERE rl.order_line_id = l.id), 0) AS refunded_qty,
           COALESCE((SELECT SUM(rl.amount_cents) FROM refund_lines rl WHERE rl.order_line_id = l.id), 0) AS refunded_cents,
           (SELECT COUNT(*) FROM licence_keys k WHERE k.order_line_id = l.id) AS keys,
           (SELECT COUNT(*) FROM licence_keys k WHERE k.order_line_id = l.id AND k.revoked_at IS NOT NULL) AS revoked_keys
         FROM order_lines l WHERE l.order_id = ? ORDER BY l.id`,
      )
      .bind(orderId),
    readLine,
  )

const refunds = columns('refunds')

/** What the order's refunds gave back in all, and of that for shipping. */
export const refundedTotals = async (db: D1Database, orderId: number): Promise<{ total: number; shipping: number }> =>
  (await firstRow(
    db
      .prepare(
        `SELECT COALESCE(SUM(amount_cents), 0) AS total, COALESCE(SUM(shipping_cents), 0) AS shipping
         FROM refunds WHERE order_id = ?`,
      )
      .bind(orderId),
    (r: Row) => ({ total: refunds.int(r, 'total'), shipping: refunds.int(r, 'shipping') }),
  )) ?? { total: 0, shipping: 0 }

export interface StoredRefund {
  id: number
  amountCents: number
  shippingCents: number
  method: 'provider' | 'manual'
  createdAt: string
  creditNoteNumber: string | null
  lines: Array<{ orderLineId: number; name: string; qty: number; amountCents: number }>
}

/** The order's refunds, oldest first, with their lines and their credit note's number. */
export async function storedRefunds(db: D1Database, orderId: number): Promise<StoredRefund[]> {
  const [heads, refundLines] = await Promise.all([
    allRows(
      db
        .prepare(
          `SELECT r.id, r.amount_cents, r.shipping_cents, r.method, r.created_at, i.number AS credit_note_number
           FROM refunds r LEFT JOIN invoices i ON i.id = r.credit_note_id
           WHERE r.order_id = ? ORDER BY r.id`,
        )
        .bind(orderId),
      (r: Row) => ({
        id: refunds.int(r, 'id'),
        amountCents: refunds.int(r, 'amount_cents'),
        shippingCents: refunds.int(r, 'shipping_cents'),
        method: refunds.oneOf(r, 'method', ['provider', 'manual'] as const),
        createdAt: refunds.text(r, 'created_at'),
        creditNoteNumber: refunds.nullableText(r, 'credit_note_number'),
      }),
    ),
    allRows(
      db
        .prepare(
          `SELECT rl.refund_id, rl.order_line_id, l.name, rl.qty, rl.amount_cents
           FROM refund_lines rl JOIN refunds r ON r.id = rl.refund_id LEFT JOIN order_lines l ON l.id = rl.order_line_id
           WHERE r.order_id = ? ORDER BY rl.order_line_id`,
        )
        .bind(orderId),
      (r: Row) => ({
        refundId: refunds.int(r, 'refund_id'),
        orderLineId: refunds.int(r, 'order_line_id'),
        name: refunds.nullableText(r, 'name') ?? '',
        qty: refunds.int(r, 'qty'),
        amountCents: refunds.int(r, 'amount_cents'),
      }),
    ),
  ])
  return heads.map((head) => ({
    ...head,
    lines: refundLines
      .filter((line) => line.refundId === head.id)
      .map(({ orderLineId, name, qty, amountCents }) => ({ orderLineId, name, qty, amountCents })),
  }))
}

/** The status of the order's return `returnId`, or null when the order has no such return. */
export const returnStatusOf = async (db: D1Database, orderId: number, returnId: number): Promise<string | null> =>
  (
    await firstRow(
      db.prepare('SELECT status FROM returns WHERE id = ? AND order_id = ?').bind(returnId, orderId),
      (r) => ({
        status: columns('returns').text(r, 'status'),
      }),
    )
  )?.status ?? null

/** The refund a request made (its id is in the request's 'refunded' event), or null. */
export const refundIdOfRequest = async (db: D1Database, orderId: number, requestId: string): Promise<number | null> =>
  (
    await firstRow(
      db
        .prepare(
          `SELECT json_extract(detail, '$.refundId') AS refund_id FROM order_events
           WHERE order_id = ? AND request_id = ? AND event = 'refunded'`,
        )
        .bind(orderId, requestId),
      (r) => ({ id: columns('order_events').nullableInt(r, 'refund_id') }),
    )
  )?.id ?? null

/** The refund being written in this batch: the order's newest (D1 runs one write at a time). */
const THIS_REFUND = (orderId: number) => `(SELECT MAX(id) FROM refunds WHERE order_id = ${orderId})`

export interface RefundWrite {
  orderId: number
  requestId: string
  amountCents: number
  shippingCents: number
  method: 'provider' | 'manual'
  providerRef: string | null
  reason: string
  returnId: number | null
  staff: string
  lines: Array<{ orderLineId: number; qty: number; amountCents: number }>
}

/** The refund's rows, each run only when `guard` holds; the request's event learns the refund's id. */
export function refundStatements(db: D1Database, refund: RefundWrite, guard: string): D1PreparedStatement[] {
  if (!Number.isSafeInteger(refund.orderId)) throw new Error('refundStatements: bad order id')
  const thisRefund = THIS_REFUND(refund.orderId)
  return [
    db
      .prepare(
        `INSERT INTO refunds (order_id, amount_cents, shipping_cents, method, provider_ref, reason, return_id, created_by)
         SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE ${guard}`,
      )
      .bind(
        refund.orderId,
        refund.amountCents,
        refund.shippingCents,
        refund.method,
        refund.providerRef,
        refund.reason,
        refund.returnId,
        refund.staff,
      ),
    ...refund.lines.map((line) =>
      db
        .prepare(
          `INSERT INTO refund_lines (refund_id, order_line_id, qty, amount_cents) SELECT ${thisRefund}, ?, ?, ? WHERE ${guard}`,
        )
        .bind(line.orderLineId, line.qty, line.amountCents),
    ),
    db
      .prepare(
        `UPDATE order_events SET detail = json_set(detail, '$.refundId', ${thisRefund})
         WHERE order_id = ? AND request_id = ? AND ${guard}`,
      )
      .bind(refund.orderId, refund.requestId),
  ]
}

/** Puts `qty` units of a line back on the shelf (at most what the line took off it), when `guard` holds. */
export const restockStatement = (db: D1Database, orderLineId: number, qty: number, guard: string) =>
  db
    .prepare(
      `UPDATE products SET stock_qty = stock_qty + MIN(?1, COALESCE((SELECT stock_taken FROM order_lines WHERE id = ?2), ?1))
       WHERE id = (SELECT product_id FROM order_lines WHERE id = ?2) AND stock_qty IS NOT NULL AND ${guard}`,
    )
    .bind(qty, orderLineId)

/** Revokes `count` of a line's keys still in force (they stay the order's: never back in the pool), when `guard` holds. */
export const revokeKeysStatement = (db: D1Database, orderLineId: number, count: number, guard: string) =>
  db
    .prepare(
      `UPDATE licence_keys SET revoked_at = ${NOW_SQL}
       WHERE id IN (SELECT id FROM licence_keys WHERE order_line_id = ? AND revoked_at IS NULL ORDER BY id DESC LIMIT ?)
         AND ${guard}`,
    )
    .bind(orderLineId, count)

/** Ends a line's download links, when `guard` holds. */
export const revokeDownloadsStatement = (db: D1Database, orderLineId: number, guard: string) =>
  db
    .prepare(
      `UPDATE download_links SET revoked_at = ${NOW_SQL} WHERE order_line_id = ? AND revoked_at IS NULL AND ${guard}`,
    )
    .bind(orderLineId)

/** The return the refund settles is refunded, when `guard` holds. */
export const returnRefundedStatement = (db: D1Database, orderId: number, returnId: number, guard: string) =>
  db
    .prepare(
      `UPDATE returns SET status = 'refunded' WHERE id = ? AND order_id = ? AND status <> 'refused' AND ${guard}`,
    )
    .bind(returnId, orderId)

/** An event of the change that keeps the status (restocked, keys revoked), when `guard` holds. */
export const sideEventStatement = (
  db: D1Database,
  orderId: number,
  event: 'restocked' | 'keysRevoked',
  staff: string,
  detail: Record<string, unknown>,
  guard: string,
) =>
  db
    .prepare(
      `INSERT INTO order_events (order_id, event, from_status, to_status, actor, detail)
       SELECT id, ?, status, status, ?, ? FROM orders WHERE id = ? AND ${guard}`,
    )
    .bind(event, staff, JSON.stringify(detail), orderId)

/** How long a refund's claim on its order holds when its request never lets go (longer than any provider call). */
const CLAIM_SECONDS = 60

/**
 * Claims the order for this refund request: true when no other refund holds it now (the same request
 * may claim again: a retry). Let go with `releaseClaimStatement` (in the refund's batch, or after a refusal).
 */
export async function claimOrderForRefund(db: D1Database, orderId: number, requestId: string): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO refund_claims (order_id, request_id) VALUES (?1, ?2)
       ON CONFLICT (order_id) DO UPDATE SET request_id = excluded.request_id, claimed_at = excluded.claimed_at
       WHERE refund_claims.request_id = excluded.request_id
         OR refund_claims.claimed_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${CLAIM_SECONDS} seconds')`,
    )
    .bind(orderId, requestId)
    .run()
  return result.meta.changes === 1
}

/** Lets go of this request's claim on the order. */
export const releaseClaimStatement = (db: D1Database, orderId: number, requestId: string) =>
  db.prepare('DELETE FROM refund_claims WHERE order_id = ? AND request_id = ?').bind(orderId, requestId)
