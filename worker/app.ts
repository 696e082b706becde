import { Hono } from 'hono'
import type { AppEnv } from './env'
import { securityHeaders } from './middleware/security-headers'
import { localeMiddleware } from './middleware/locale'
import { canonicalPathGuard } from './middleware/canonical-path'
import { productionSecretsGuard } from './middleware/production-secrets'
import { sessionMiddleware } from './middleware/session'
import { upstreamMiddleware } from './middleware/upstream'
import { databaseBookmarkMiddleware } from './middleware/database-bookmark'
import { maintenanceGate } from './middleware/maintenance'
import { csrfGuard } from './middleware/csrf'
import { devDomainGate, devToolPages } from './middleware/dev-gates'
import { authRoutes } from './routes/auth'
import { authFormRoutes } from './routes/auth-forms'
import { socialRoutes } from './routes/social'
import { formsRoutes } from './routes/forms'
import { adminRoutes } from './routes/admin'
import { cartRoutes } from './routes/cart'
import { cartFormRoutes } from './routes/cart-forms'
import { contentFormRoutes } from './routes/content-forms'
import { cookieConsentFormRoutes } from './routes/cookie-consent-form'
import { checkoutRoutes } from './routes/checkout'
import { checkoutFormRoutes } from './routes/checkout-forms'
import { consentLogRoutes } from './routes/consent-log'
import { apiProxyRoutes } from './routes/api-proxy'
import { backendPassthroughRoutes } from './routes/backend-passthrough'
import { backendHttpRoutes } from './routes/backend-http'
import { sitemapRoutes } from './routes/sitemap'
import { createPageRoutes } from './routes/pages'
import { devToolsRoutes } from './routes/dev-tools'

/**
 * Wiring only: the order is the request flow of DESIGN.md. `beforePages` are routes a caller adds
 * behind all the middleware and before the pages' catch-all: the bench's own entry adds its
 * yardstick (worker/bench/entry.ts), so the production Worker carries no bench code.
 */
export function buildApp(beforePages: readonly Hono<AppEnv>[] = []): Hono<AppEnv> {
  const app = new Hono<AppEnv>()

  app.use('*', securityHeaders)
  app.use('*', localeMiddleware)
  // Before any decision on the path: a path with more than one spelling is refused (issue 32).
  app.use('*', canonicalPathGuard)
  app.use('*', productionSecretsGuard)
  app.use('*', sessionMiddleware)
  app.use('*', databaseBookmarkMiddleware)
  app.use('*', upstreamMiddleware)
  app.use('*', maintenanceGate)
  app.use('*', csrfGuard)
  app.use('*', devDomainGate)
  app.use('*', devToolPages)

  app.route('/api/auth/social', socialRoutes)
  app.route('/api/forms', formsRoutes)
  app.route('/api/auth', authRoutes)
  app.route('/api/auth-form', authFormRoutes)
  app.route('/api/admin', adminRoutes)
  app.route('/api/cart', cartRoutes)
  app.route('/api/cart-form', cartFormRoutes)
  app.route('/api/content-form', contentFormRoutes)
  app.route('/api/checkout', checkoutRoutes)
  app.route('/api/checkout-form', checkoutFormRoutes)
  app.route('/api/consent', consentLogRoutes)
  app.route('/api/cookie-consent', cookieConsentFormRoutes)
  app.route('/', apiProxyRoutes)
  app.route('/', backendPassthroughRoutes)
  app.route('/', backendHttpRoutes)
  app.route('/', sitemapRoutes)
  app.route('/', devToolsRoutes)
  for (const routes of beforePages) app.route('/', routes)
  // A stale cached page is rendered again in the background by the whole app, as a fresh request.
  app.route(
    '/',
    createPageRoutes(async (request, env, ctx) => app.fetch(request, env, ctx)),
  )
  return app
}
