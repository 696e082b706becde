import { createMiddleware } from 'hono/factory'
import { isProduction, type AppEnv } from '../env'
import { buildPath, matchRoute } from '../../contract/routes'
import { DEV_DOMAIN_KEY } from '../routes/dev-tools'
import { errorBody } from '../lib/error-body'
import { edgeText } from '../texts/edge-text'

/**
 * SPEC §2: in development without a forced domain (FORCED_DOMAIN empty and none chosen in the
 * version badge's domain picker) a visitor's page request goes to /adminLogin, where staff log in
 * and choose the domain. Staff, the API, assets and the login page itself pass.
 */
export const devDomainGate = createMiddleware<AppEnv>(async (c, next) => {
  const method = c.req.method
  if (
    isProduction(c.env) ||
    c.env.FORCED_DOMAIN.trim() ||
    (method !== 'GET' && method !== 'HEAD') ||
    c.get('user')?.isBackofficeUser
  )
    return next()
  const match = matchRoute(c.req.path)
  if (!match || match.name === 'adminLogin' || (await c.env.CACHE.get(DEV_DOMAIN_KEY))) return next()
  return c.redirect(buildPath('adminLogin', c.get('locale')), 302)
})

/** The development tools' pages (the sections' style guide) do not exist in production. */
export const devToolPages = createMiddleware<AppEnv>(async (c, next) => {
  if (!isProduction(c.env) || matchRoute(c.req.path)?.name !== 'sectionTool') return next()
  return c.json(errorBody(404, 'NOT_FOUND', edgeText(c.get('locale'), 'edge.devTools.notFound')), 404)
})
