import { dashboard } from '../../../contract/endpoints/dashboard'
import { ok } from '../http'
import { endpointRoutes } from '../routing'
import { buildDashboard } from './dashboard'

/** Issue 37: the backoffice's dashboard; the row's `access: 'staff'` turns everyone else away. */
export const dashboardRoutes = endpointRoutes('api/v1/admin/dashboard')

dashboardRoutes.on(dashboard.adminDashboard, async (c) => ok(c, await buildDashboard(c.env.DB, c.get('lang'))))
