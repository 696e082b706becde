import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { backendContext, type BackendEnv } from './context'
import { databaseSession } from './database-session'
import { BackendError, errorBody } from './http'
import { catalogueRoutes } from './catalogue/routes'
import { adminProductRoutes } from './catalogue/admin-product-routes'
import { adminProductTypeRoutes } from './catalogue/admin-product-type-routes'
import { catalogueCsvRoutes } from './catalogue/catalogue-csv-routes'
import { adminTermRoutes } from './catalogue/admin-term-routes'
import { saleRoutes } from './sales/sale-routes'
import { contentRoutes } from './cms/content-routes'
import { engagementRoutes } from './cms/engagement-routes'
import { commerceRoutes, payRoutes } from './commerce/routes'
import { userRoutes } from './users/routes'
import { settingsRoutes } from './settings/routes'
import { mediaFileRoutes, mediaRoutes, mediaUploadRoutes } from './media/routes'
import { folderItemRoutes, folderRoutes } from './media/folder-routes'
import { formUploadRoutes } from './media/form-upload-routes'
import { mailboxRoutes } from './email/mailbox-routes'
import { adminOutboxRoutes } from './email/admin-outbox-routes'
import { adminSettingsRoutes } from './settings/admin-routes'
import { fulfilmentRoutes } from './fulfilment/fulfilment-routes'
import { digitalRoutes } from './digital/digital-routes'
import { invoiceRoutes } from './invoices/invoice-routes'
import { refundRoutes } from './refunds/refund-routes'
import { returnRoutes } from './returns/return-routes'
import { dashboardRoutes } from './dashboard/dashboard-routes'
import { privacyRoutes } from './privacy/privacy-routes'
import { shopSettingsRoutes } from './settings/shop-settings-routes'
import { staffRoutes } from './staff/staff-routes'
import { customerRoutes } from './customers/customer-routes'
import { shopMethodsRoutes } from './shop-methods/shop-methods-routes'
import { couponAdminRoutes } from './coupons/coupon-admin-routes'

/**
 * The embedded backend: the upstream API contract of SPEC §7 over D1 + R2. The edge reaches it
 * through the same upstream client as an external API (in-process when UPSTREAM_URL is empty).
 */
export const backendApp = new Hono<BackendEnv>()

// First: every query of the call, the account check's too, goes through its D1 session.
backendApp.use('*', databaseSession)
backendApp.use('*', backendContext)

for (const routes of settingsRoutes) backendApp.route(routes.mountPath, routes.app)
for (const routes of userRoutes) backendApp.route(routes.mountPath, routes.app)
backendApp.route(catalogueRoutes.mountPath, catalogueRoutes.app)
// Before the product routes: products/export and products/import are rows of their own, not ids.
backendApp.route(catalogueCsvRoutes.mountPath, catalogueCsvRoutes.app)
backendApp.route(adminProductRoutes.mountPath, adminProductRoutes.app)
backendApp.route(adminProductTypeRoutes.mountPath, adminProductTypeRoutes.app)
backendApp.route(adminTermRoutes.mountPath, adminTermRoutes.app)
// Issue 37, promotions: a product's scheduled sale periods.
backendApp.route(saleRoutes.mountPath, saleRoutes.app)
for (const routes of contentRoutes) backendApp.route(routes.mountPath, routes.app)
for (const routes of engagementRoutes) backendApp.route(routes.mountPath, routes.app)
for (const routes of commerceRoutes) backendApp.route(routes.mountPath, routes.app)
// Issue 36, after the sale: shipping, digital delivery, invoices, refunds, returns.
for (const routes of [
  ...fulfilmentRoutes,
  ...digitalRoutes,
  ...invoiceRoutes,
  ...refundRoutes,
  ...returnRoutes,
  ...privacyRoutes,
  staffRoutes,
])
  backendApp.route(routes.mountPath, routes.app)
// Issue 37, the backoffice's dashboard and customers.
for (const routes of [dashboardRoutes, customerRoutes]) backendApp.route(routes.mountPath, routes.app)
// Issue 37, the backoffice's dashboard.
backendApp.route(dashboardRoutes.mountPath, dashboardRoutes.app)
// Issue 37, the owner's delivery methods, pickup branches and payment methods.
for (const routes of shopMethodsRoutes) backendApp.route(routes.mountPath, routes.app)
backendApp.route(couponAdminRoutes.mountPath, couponAdminRoutes.app)
// The test payment provider's page (GET|POST /pay/:token): HTML, not an API call.
backendApp.route('/', payRoutes)
for (const routes of [mediaRoutes, mediaUploadRoutes, folderRoutes, folderItemRoutes])
  backendApp.route(routes.mountPath, routes.app)
// The files themselves (GET /media/...): documents, not API calls.
backendApp.route('/', mediaFileRoutes)
backendApp.route('/', formUploadRoutes)
for (const routes of [mailboxRoutes, adminOutboxRoutes, adminSettingsRoutes, shopSettingsRoutes])
  backendApp.route(routes.mountPath, routes.app)

// Codes only, like every refusal: the edge writes the text (client/i18n/messages/backend/common.ts).
backendApp.notFound((c) =>
  c.json(errorBody(404, 'UNKNOWN_CALL', 'UNKNOWN_CALL', undefined, { call: `${c.req.method} ${c.req.path}` }), 404),
)

backendApp.onError((error, c) => {
  if (error instanceof BackendError)
    return c.json(errorBody(error.status, error.code, error.message, error.field, error.params), error.status)
  // A body that is not JSON (hono's validator throws a 400 HTTPException for one, JSON.parse a SyntaxError).
  if (error instanceof SyntaxError || (error instanceof HTTPException && error.status === 400))
    return c.json(errorBody(400, 'BAD_JSON', 'BAD_JSON'), 400)
  if (error instanceof HTTPException && error.status < 500)
    return c.json(errorBody(error.status, 'BAD_REQUEST', 'BAD_REQUEST'), error.status)
  console.error('backend error', c.req.method, c.req.path, error)
  return c.json(errorBody(500, 'INTERNAL', 'INTERNAL'), 500)
})
