import { createMiddleware } from 'hono/factory'
import { isOn, type AppEnv } from '../env'
import { errorBody } from '../lib/error-body'
import { MAINTENANCE_TEXT, renderMaintenancePage } from './maintenance-page'
import { isMaintenanceExemptPath } from '../../contract/routes'
import { requestPath } from './canonical-path'

/**
 * Step 5: maintenance mode. Everyone but a verified backoffice user gets 503 + Retry-After:
 * the maintenance page in the request's locale, or a JSON body for /api/* calls. Exempt: the
 * auth endpoints (so backoffice users can log in), static assets, media, robots.txt, the hosted
 * payment page and the order it shows on return, and the pages whose route the manifest marks
 * `maintenanceExempt` (contract/routes.ts: the admin login, the payment return pages and the order link).
 */
const EXEMPT = [
  /^\/api\/auth(\/|$)/,
  /^\/assets\//,
  /^\/media\//,
  /^\/robots\.txt$/,
  // A customer who is paying can finish: the hosted payment page, the order shown on return or by
  // the e-mail's signed link (the order-link page is exempt in the manifest), and its "pay now".
  /^\/pay\//,
  /^\/api\/v2\/order\/(get|link|pay)\//,
  /^\/api\/checkout\/(orders|order-link)\//,
]

export const isMaintenanceExempt = (path: string): boolean =>
  EXEMPT.some((pattern) => pattern.test(path)) || isMaintenanceExemptPath(path)

export const maintenanceGate = createMiddleware<AppEnv>(async (c, next) => {
  if (!isOn(c.env.MAINTENANCE) || c.get('user')?.isBackofficeUser === true || isMaintenanceExempt(requestPath(c))) {
    await next()
    return
  }
  const locale = c.get('locale')
  const headers = { 'Retry-After': '3600', 'Cache-Control': 'no-store' }
  if (requestPath(c).startsWith('/api/')) {
    return c.json(errorBody(503, 'MAINTENANCE', MAINTENANCE_TEXT[locale].title), 503, headers)
  }
  return renderMaintenancePage(c, locale, headers)
})
