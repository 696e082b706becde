import { Hono } from 'hono'
import type { AppEnv } from './env'
import { securityHeaders } from './middleware/security-headers'
import { localeMiddleware } from './middleware/locale'
import { productionSecretsGuard } from './middleware/production-secrets'
import { sessionMiddleware } from './middleware/session'
import { upstreamMiddleware } from './middleware/upstream'
import { maintenanceGate } from './middleware/maintenance'
import { csrfGuard } from './middleware/csrf'
import { authRoutes } from './routes/auth'
import { adminRoutes } from './routes/admin'
import { cartRoutes } from './routes/cart'
import { checkoutRoutes } from './routes/checkout'
import { apiProxyRoutes } from './routes/api-proxy'
import { backendPassthroughRoutes } from './routes/backend-passthrough'
import { backendHttpRoutes } from './routes/backend-http'
import { sitemapRoutes } from './routes/sitemap'
import { pageRoutes } from './routes/pages'

/** Wiring only: the order is the request flow of DESIGN.md. */
const app = new Hono<AppEnv>()

app.use('*', securityHeaders)
app.use('*', localeMiddleware)
app.use('*', productionSecretsGuard)
app.use('*', sessionMiddleware)
app.use('*', upstreamMiddleware)
app.use('*', maintenanceGate)
app.use('*', csrfGuard)

app.route('/api/auth', authRoutes)
app.route('/api/admin', adminRoutes)
app.route('/api/cart', cartRoutes)
app.route('/api/checkout', checkoutRoutes)
app.route('/', apiProxyRoutes)
app.route('/', backendPassthroughRoutes)
app.route('/', backendHttpRoutes)
app.route('/', sitemapRoutes)
app.route('/', pageRoutes)

export default app
