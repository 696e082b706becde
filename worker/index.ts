import { Hono } from 'hono'
import type { AppEnv, Bindings } from './env'
import { securityHeaders } from './middleware/security-headers'
import { localeMiddleware } from './middleware/locale'
import { canonicalPathGuard } from './middleware/canonical-path'
import { productionSecretsGuard } from './middleware/production-secrets'
import { sessionMiddleware } from './middleware/session'
import { upstreamMiddleware } from './middleware/upstream'
import { maintenanceGate } from './middleware/maintenance'
import { csrfGuard } from './middleware/csrf'
import { devDomainGate, devToolPages } from './middleware/dev-gates'
import { authRoutes } from './routes/auth'
import { socialRoutes } from './routes/social'
import { formsRoutes } from './routes/forms'
import { adminRoutes } from './routes/admin'
import { cartRoutes } from './routes/cart'
import { checkoutRoutes } from './routes/checkout'
import { consentLogRoutes } from './routes/consent-log'
import { apiProxyRoutes } from './routes/api-proxy'
import { backendPassthroughRoutes } from './routes/backend-passthrough'
import { backendHttpRoutes } from './routes/backend-http'
import { sitemapRoutes } from './routes/sitemap'
import { pageRoutes } from './routes/pages'
import { devToolsRoutes } from './routes/dev-tools'
import { benchRoutes } from './routes/bench'
import { deliverDueEmails } from './backend/email/deliver'
import { expireAbandonedOrders } from './backend/commerce/order-expiry'

/** Wiring only: the order is the request flow of DESIGN.md. */
const app = new Hono<AppEnv>()

app.use('*', securityHeaders)
app.use('*', localeMiddleware)
// Before any decision on the path: a path with more than one spelling is refused (issue 32).
app.use('*', canonicalPathGuard)
app.use('*', productionSecretsGuard)
app.use('*', sessionMiddleware)
app.use('*', upstreamMiddleware)
app.use('*', maintenanceGate)
app.use('*', csrfGuard)
app.use('*', devDomainGate)
app.use('*', devToolPages)

app.route('/api/auth/social', socialRoutes)
app.route('/api/forms', formsRoutes)
app.route('/api/auth', authRoutes)
app.route('/api/admin', adminRoutes)
app.route('/api/cart', cartRoutes)
app.route('/api/checkout', checkoutRoutes)
app.route('/api/consent', consentLogRoutes)
app.route('/', apiProxyRoutes)
app.route('/', backendPassthroughRoutes)
app.route('/', backendHttpRoutes)
app.route('/', sitemapRoutes)
app.route('/', devToolsRoutes)
app.route('/', benchRoutes)
app.route('/', pageRoutes)

/**
 * The Cron Trigger (wrangler.toml [triggers]): the outbox's due e-mails leave, failed ones are
 * retried, and card and wallet orders whose payment session ended unpaid expire (stock back).
 */
async function scheduled(_controller: ScheduledController, env: Bindings, ctx: ExecutionContext): Promise<void> {
  // A Worker whose upstream is another backend has no outbox or orders of its own: that backend runs them.
  if (env.UPSTREAM_URL.trim()) return
  ctx.waitUntil(
    deliverDueEmails(env).then((report) => {
      if (report.sent || report.failed) console.log(`izlog: outbox run: ${report.sent} sent, ${report.failed} failed`)
    }),
  )
  ctx.waitUntil(
    expireAbandonedOrders(env.DB).then((expired) => {
      if (expired) console.log(`izlog: ${expired} unpaid card/wallet order(s) expired, their stock is back`)
    }),
  )
}

export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<Bindings>
