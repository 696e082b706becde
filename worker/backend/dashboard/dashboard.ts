import type { Dashboard, DashboardDay, DashboardPeriod, DashboardTopProduct } from '../../../contract/dto/dashboard'
import type { Locale } from '../../../contract/locales'
import { SITE_TIME_ZONE } from '../../../contract/format'
import { fromCents } from '../money'
import { readDashboardRows, type DayFigures, type TopProductRow } from './dashboard-rows'
import { zagrebDaysUntil, type ZagrebDay } from '../../../contract/zagreb-days'

/** The dashboard compares the last 30 days (today included) with the 30 before. */
export const PERIOD_DAYS = 30
/** A cart untouched this long, without an order, is abandoned. */
export const ABANDONED_AFTER_HOURS = 24
const HOUR_MS = 60 * 60 * 1000

const dayDto = (day: ZagrebDay, figures: DayFigures): DashboardDay => ({
  date: day.date,
  orders: figures.orders,
  revenue: fromCents(figures.grossCents - figures.refundedCents),
  refunded: fromCents(figures.refundedCents),
})

function periodDto(days: readonly ZagrebDay[], figures: readonly DayFigures[]): DashboardPeriod {
  const sum = (pick: (day: DayFigures) => number) => figures.reduce((total, day) => total + pick(day), 0)
  const orders = sum((day) => day.orders)
  const gross = sum((day) => day.grossCents)
  const refunded = sum((day) => day.refundedCents)
  return {
    from: days[0]?.date ?? '',
    to: days.at(-1)?.date ?? '',
    days: days.map((day, i) => dayDto(day, figures[i] ?? { orders: 0, grossCents: 0, refundedCents: 0 })),
    orders,
    revenue: fromCents(gross - refunded),
    refunded: fromCents(refunded),
    averageOrderValue: orders === 0 ? null : fromCents(Math.round(gross / orders)),
  }
}

const topDto = (row: TopProductRow): DashboardTopProduct => ({
  productId: row.productId,
  name: row.name,
  sku: row.sku,
  units: row.units,
  revenue: fromCents(row.revenueCents),
})

/** The dashboard as of `now`, product names in `lang`: figures in cents from the database, euros in the answer. */
export async function buildDashboard(db: D1Database, lang: Locale, now = new Date()): Promise<Dashboard> {
  const days = zagrebDaysUntil(now, PERIOD_DAYS * 2)
  const previousDays = days.slice(0, PERIOD_DAYS)
  const currentDays = days.slice(PERIOD_DAYS)
  const current = { from: currentDays[0]?.from ?? '', to: currentDays.at(-1)?.to ?? '' }
  const idleBefore = new Date(now.getTime() - ABANDONED_AFTER_HOURS * HOUR_MS).toISOString()
  const rows = await readDashboardRows(db, lang, days, current, idleBefore)
  return {
    timeZone: SITE_TIME_ZONE,
    current: periodDto(currentDays, rows.days.slice(PERIOD_DAYS)),
    previous: periodDto(previousDays, rows.days.slice(0, PERIOD_DAYS)),
    topByRevenue: rows.topByRevenue.map(topDto),
    topByUnits: rows.topByUnits.map(topDto),
    waiting: rows.waiting,
    lowStock: { total: rows.lowStockTotal, products: rows.lowStock },
    lowKeyPools: rows.lowKeyPools,
    abandonedCarts: {
      carts: rows.abandoned.carts,
      value: fromCents(rows.abandoned.valueCents),
      idleHours: ABANDONED_AFTER_HOURS,
    },
  }
}
