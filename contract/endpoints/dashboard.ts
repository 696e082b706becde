import type { Dashboard } from '../dto/dashboard'
import { endpoint } from './endpoint'

/** Issue 37, the backoffice's dashboard (`/admin`): the shop's figures, staff only. */
export const dashboard = {
  adminDashboard: endpoint<Dashboard>()({
    method: 'GET',
    path: 'api/v1/admin/dashboard',
    access: 'staff',
    area: 'orders',
    cache: 'none',
  }),
}
