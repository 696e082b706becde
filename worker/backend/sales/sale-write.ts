import type { SalePeriodCreateInput } from '../../../contract/schemas/sale-schedules'
import { auditStatement, type AuditActor } from '../audit-log'
import { productSubject } from '../catalogue/admin-products'
import { refuse } from '../http'
import { applyDueSales } from './apply-due'
import { findPeriod, type SaleProduct } from './sale-rows'

/**
 * Issue 37, promotions: staff add and remove a product's sale periods (audited under the product).
 * A new period ends after it starts and in the future, is below the regular price, and overlaps
 * none of the product's periods that have not ended: the insert itself checks the overlap, so two
 * staff adding at once cannot both win. A scheduled or ended period is removed; a running one ends
 * now (its price goes back). Either way the product's due periods apply at once (apply-due.ts).
 */

/** The time as the table keeps it: ISO 8601 UTC with milliseconds (sorts as text). */
const normalised = (value: string): string => new Date(value).toISOString()

const OVERLAP = `EXISTS (SELECT 1 FROM sale_schedules s WHERE s.product_id = ?1 AND s.state != 'ended'
  AND s.starts_at < ?4 AND s.ends_at > ?3)`

export async function addSalePeriod(
  db: D1Database,
  actor: AuditActor,
  product: SaleProduct,
  input: SalePeriodCreateInput,
): Promise<void> {
  if (product.configurable) throw refuse(400, 'SALE_CONFIGURABLE', { field: 'priceCents' })
  const startsAt = normalised(input.startsAt)
  const endsAt = normalised(input.endsAt)
  if (endsAt <= startsAt) throw refuse(400, 'SALE_ENDS_BEFORE_START', { field: 'endsAt' })
  if (endsAt <= new Date().toISOString()) throw refuse(400, 'SALE_ENDS_IN_PAST', { field: 'endsAt' })
  if (input.priceCents >= product.retailPriceCents)
    throw refuse(400, 'SALE_PRICE_NOT_BELOW_REGULAR', { field: 'priceCents' })
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO sale_schedules (product_id, price_cents, starts_at, ends_at, created_by)
         SELECT ?1, ?2, ?3, ?4, ?5 WHERE EXISTS (SELECT 1 FROM products WHERE id = ?1) AND NOT ${OVERLAP}`,
      )
      .bind(product.id, input.priceCents, startsAt, endsAt, actor.email),
    auditStatement(db, {
      actor,
      action: 'product.saleAdd',
      subject: productSubject(product.id),
      detail: { priceCents: input.priceCents, startsAt, endsAt },
    }),
  ])
  if ((inserted?.meta.changes ?? 0) === 0) throw refuse(400, 'SALE_OVERLAPS', { field: 'startsAt' })
  await applyDueSales(db, { productId: product.id })
}

export async function removeSalePeriod(
  db: D1Database,
  actor: AuditActor,
  product: SaleProduct,
  saleId: number,
): Promise<void> {
  const period = await findPeriod(db, product.id, saleId)
  if (!period) throw refuse(404, 'SALE_NOT_FOUND')
  const detail = { saleId, priceCents: period.priceCents, startsAt: period.startsAt, endsAt: period.endsAt }
  if (period.state === 'running') {
    // Ends now (a millisecond after its start at the earliest): it stays in the list as ended, and the price goes back.
    const endAt = new Date(Math.max(Date.now(), Date.parse(period.startsAt) + 1)).toISOString()
    await db.batch([
      db
        .prepare("UPDATE sale_schedules SET ends_at = ?3 WHERE id = ?1 AND product_id = ?2 AND state = 'running'")
        .bind(saleId, product.id, endAt),
      auditStatement(db, { actor, action: 'product.saleEndNow', subject: productSubject(product.id), detail }),
    ])
    await applyDueSales(db, { productId: product.id, now: endAt })
    return
  }
  await db.batch([
    db
      .prepare("DELETE FROM sale_schedules WHERE id = ?1 AND product_id = ?2 AND state != 'running'")
      .bind(saleId, product.id),
    auditStatement(db, { actor, action: 'product.saleRemove', subject: productSubject(product.id), detail }),
  ])
}
