import type { AdminSalePeriods } from '../dto/sale-schedules'
import { SalePeriodCreateSchema, SalePeriodParamsSchema } from '../schemas/sale-schedules'
import { IdParamsSchema } from '../schemas/params'
import { endpoint } from './endpoint'

/**
 * Issue 37, promotions: a product's scheduled sale periods (worker/backend/sales). Staff of the
 * catalogue area list, add and remove them; every change is audited under the product and purges
 * the product's cached pages (a period starting now applies at once; the Cron Trigger starts and
 * ends the others).
 */
export const saleSchedules = {
  adminSalePeriods: endpoint<AdminSalePeriods>()({
    method: 'GET',
    path: 'api/v1/admin/products/:id/sales',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    params: IdParamsSchema,
  }),
  adminSalePeriodCreate: endpoint<AdminSalePeriods>()({
    method: 'POST',
    path: 'api/v1/admin/products/:id/sales',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    params: IdParamsSchema,
    body: SalePeriodCreateSchema,
    purges: ['product'],
  }),
  /** A scheduled or ended period goes; a running one ends now (the price goes back). */
  adminSalePeriodRemove: endpoint<AdminSalePeriods>()({
    method: 'DELETE',
    path: 'api/v1/admin/products/:id/sales/:saleId',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    params: SalePeriodParamsSchema,
    purges: ['product'],
  }),
}
