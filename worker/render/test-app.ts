import { type PageRegistry } from '../../client/server'
import { Hono } from 'hono'
import type { AppEnv, SessionUser } from '../env'
import { localeMiddleware } from '../middleware/locale'
import { securityHeaders } from '../middleware/security-headers'
import { upstreamMiddleware } from '../middleware/upstream'
import { renderPage } from './render-page'

/**
 * A Worker app for renderer tests: the real edge middlewares (nonce, locale, upstream) and the
 * real renderer with a given page registry, so streaming / error paths can be driven by test pages.
 */
export function rendererTestApp(registry: PageRegistry, user: SessionUser | null = null) {
  const app = new Hono<AppEnv>()
  app.use('*', securityHeaders)
  app.use('*', localeMiddleware)
  app.use('*', async (c, next) => {
    c.set('user', user)
    c.set('accessToken', null)
    await next()
  })
  app.use('*', upstreamMiddleware)
  app.get('*', (c) => renderPage(c, { registry }))
  return app
}

/** The CSP nonce of a response. */
export function nonceOf(res: Response): string {
  const csp = res.headers.get('content-security-policy') ?? ''
  return /'nonce-([^']+)'/.exec(csp)?.[1] ?? ''
}

/** Every `<script ...>` opening tag in the HTML. */
export function scriptTags(html: string): string[] {
  return html.match(/<script\b[^>]*>/gi) ?? []
}
