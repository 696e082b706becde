/**
 * The embedded backend's public entry: the only module of worker/backend/ the edge imports
 * (scripts/check-imports.mjs). Its HTTP API, and the jobs the Worker's Cron Trigger runs.
 */
export { backendApp } from './app'
export { deliverDueEmails } from './email/deliver'
export { renderEmailJobs } from './commerce/order-confirmation-job'
export { expireAbandonedOrders } from './commerce/order-expiry'
export { runSaleSchedules } from './sales/scheduled-run'
export type { SaleFootprint } from './sales/sale-footprints'
