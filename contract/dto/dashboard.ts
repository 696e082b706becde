/**
 * GET api/v1/admin/dashboard (issue 37): the shop's figures for staff. Days are Europe/Zagreb days;
 * money is in euros with 2 decimals (the backend computes in integer cents).
 *
 * Revenue counts the orders that were paid (`paidAt` set) and are not cancelled or failed, on the
 * day they were paid; a refund of such an order subtracts on the day it was made. Orders and the
 * average order value count the paid orders themselves (before refunds).
 */
export interface DashboardDay {
  /** YYYY-MM-DD in the shop's time zone. */
  date: string
  orders: number
  /** Paid order totals less that day's refunds. */
  revenue: number
  refunded: number
}

export interface DashboardPeriod {
  /** First and last day (YYYY-MM-DD), both included. */
  from: string
  to: string
  days: DashboardDay[]
  orders: number
  revenue: number
  refunded: number
  /** Paid order totals over paid orders; null without orders. */
  averageOrderValue: number | null
}

export interface DashboardTopProduct {
  /** Null when the product was deleted since. */
  productId: number | null
  name: string
  sku: string
  units: number
  revenue: number
}

export interface DashboardLowStock {
  productId: number
  name: string
  sku: string
  stockQty: number
  threshold: number
}

export interface DashboardKeyPool {
  productId: number
  name: string
  sku: string
  available: number
}

export interface Dashboard {
  timeZone: string
  /** The last 30 days, today included, and the 30 before. */
  current: DashboardPeriod
  previous: DashboardPeriod
  /** Of the current period's revenue orders. */
  topByRevenue: DashboardTopProduct[]
  topByUnits: DashboardTopProduct[]
  waiting: {
    /** Paid, processing or partly shipped orders with a physical line. */
    toShip: number
    /** Bank transfer orders still waiting for the money. */
    bankTransfers: number
    returnsRequested: number
  }
  lowStock: { total: number; products: DashboardLowStock[] }
  /** eProducts with a key pool below the low mark. */
  lowKeyPools: DashboardKeyPool[]
  /** Active carts with lines, no order, untouched for `idleHours`, last touched in the current period. */
  abandonedCarts: { carts: number; value: number; idleHours: number }
}
