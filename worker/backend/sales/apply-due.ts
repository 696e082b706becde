import { STAMP_SQL, productSubject } from '../catalogue/admin-products'
import { currentPriceHistoryStatement } from '../catalogue/price-history'
import { allRows, columns, type Row } from '../rows'

/**
 * Issue 37, promotions: starting and ending scheduled sale periods (migration 0053). The Cron
 * Trigger runs it every 2 minutes for every product (worker/index.ts), and a staff change runs it
 * for its product at once (a period starting now shows without waiting for the cron). For each
 * period, one batch:
 *
 * - start: the row is claimed (state 'running', the discount it replaces kept in before_cents),
 *   the product's discount_price_cents becomes the sale price (version bumped, as a staff save
 *   does), price_history gets the new final price (price-history.ts, the Omnibus line), and the
 *   audit log an entry under the product;
 * - end: the row is claimed (state 'ended'), the discount goes back to before_cents — only while
 *   it is still the sale price (a discount staff set during the sale stays) — with its history
 *   and audit entries the same way.
 *
 * Ends run before starts, so a period that follows another at once starts from the price the first
 * one gave back. A period whose end passed before it was ever started (the Worker was down) is
 * marked ended without touching the price. Every write after the claim runs only for the run that
 * claimed the row, so two overlapping runs cannot apply one period twice.
 */

const sales = columns('sale_schedules')

/** Periods one run moves at most (the next run, 2 minutes later, takes the rest). */
const PER_RUN = 200

/** The audit log's actor for the changes the schedule makes (staff made the schedule, audited then). */
export const SCHEDULE_ACTOR_EMAIL = 'cron:sale-schedule'

interface DuePeriod {
  id: number
  productId: number
  priceCents: number
  createdBy: string
}

const readDue = (r: Row): DuePeriod => ({
  id: sales.int(r, 'id'),
  productId: sales.int(r, 'product_id'),
  priceCents: sales.int(r, 'price_cents'),
  createdBy: sales.text(r, 'created_by'),
})

export interface ApplyOptions {
  /** Only this product's periods (a staff change); every product's when absent (the cron). */
  productId?: number
  /** The time to apply at, ISO 8601 UTC (tests); now when absent. */
  now?: string
}

const CLAIMED = 'EXISTS (SELECT 1 FROM sale_schedules WHERE id = ?1 AND claim = ?2 AND state = ?3)'

function claimedAudit(db: D1Database, period: DuePeriod, token: string, state: 'running' | 'ended', action: string) {
  return db
    .prepare(
      `INSERT INTO audit_log (actor_user_id, actor_email, action, subject, detail)
       SELECT NULL, ?4, ?5, ?6, ?7 WHERE ${CLAIMED}`,
    )
    .bind(
      period.id,
      token,
      state,
      SCHEDULE_ACTOR_EMAIL,
      action,
      productSubject(period.productId),
      JSON.stringify({ saleId: period.id, priceCents: period.priceCents, scheduledBy: period.createdBy }),
    )
}

function startStatements(db: D1Database, period: DuePeriod, token: string): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE sale_schedules SET state = 'running', claim = ?2,
           before_cents = (SELECT discount_price_cents FROM products WHERE id = sale_schedules.product_id)
         WHERE id = ?1 AND state = 'scheduled'`,
      )
      .bind(period.id, token),
    db
      .prepare(`UPDATE products SET discount_price_cents = ?4, ${STAMP_SQL} WHERE id = ?5 AND ${CLAIMED}`)
      .bind(period.id, token, 'running', period.priceCents, period.productId),
    currentPriceHistoryStatement(db, period.productId),
    claimedAudit(db, period, token, 'running', 'product.saleStart'),
  ]
}

function endStatements(db: D1Database, period: DuePeriod, token: string): D1PreparedStatement[] {
  return [
    db
      .prepare(`UPDATE sale_schedules SET state = 'ended', claim = ?2 WHERE id = ?1 AND state = 'running'`)
      .bind(period.id, token),
    db
      .prepare(
        `UPDATE products SET discount_price_cents = (SELECT before_cents FROM sale_schedules WHERE id = ?1), ${STAMP_SQL}
         WHERE id = ?5 AND discount_price_cents IS ?4 AND ${CLAIMED}`,
      )
      .bind(period.id, token, 'ended', period.priceCents, period.productId),
    currentPriceHistoryStatement(db, period.productId),
    claimedAudit(db, period, token, 'ended', 'product.saleEnd'),
  ]
}

function duePeriods(db: D1Database, sql: string, now: string, productId: number | undefined) {
  const product = productId === undefined ? '' : ' AND product_id = ?2'
  return allRows(
    db
      .prepare(
        `SELECT id, product_id, price_cents, created_by FROM sale_schedules WHERE ${sql}${product} ORDER BY id LIMIT ${PER_RUN}`,
      )
      .bind(now, ...(productId === undefined ? [] : [productId])),
    readDue,
  )
}

/** Ends the due running periods and starts the due scheduled ones; answers the products whose price changed. */
export async function applyDueSales(db: D1Database, options: ApplyOptions = {}): Promise<number[]> {
  const now = options.now ?? new Date().toISOString()
  const changed = new Set<number>()
  const run = async (period: DuePeriod, statements: (token: string) => D1PreparedStatement[]) => {
    const results = await db.batch(statements(crypto.randomUUID()))
    if ((results[1]?.meta.changes ?? 0) > 0) changed.add(period.productId)
  }
  const product = options.productId === undefined ? '' : ' AND product_id = ?2'
  await db
    .prepare(`UPDATE sale_schedules SET state = 'ended' WHERE state = 'scheduled' AND ends_at <= ?1${product}`)
    .bind(now, ...(options.productId === undefined ? [] : [options.productId]))
    .run()
  for (const period of await duePeriods(db, "state = 'running' AND ends_at <= ?1", now, options.productId))
    await run(period, (token) => endStatements(db, period, token))
  for (const period of await duePeriods(db, "state = 'scheduled' AND starts_at <= ?1", now, options.productId))
    await run(period, (token) => startStatements(db, period, token))
  return [...changed]
}
