import { applyDueSales } from './apply-due'
import { saleFootprint, type SaleFootprint } from './sale-footprints'

/** The Cron Trigger's run (worker/index.ts): start and end the due sale periods; what the edge must purge, or null. */
export async function runSaleSchedules(db: D1Database): Promise<SaleFootprint | null> {
  return saleFootprint(db, await applyDueSales(db))
}
