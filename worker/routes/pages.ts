import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { createPageCache, type PageRevalidator } from '../cache/page-cache'
import { renderPage } from '../render/render-page'

/**
 * ROOT_REDIRECT (`/` → a configured path, 302) decides before the page cache: a home page cached
 * before the setting changed must never answer instead of the redirect.
 */
const rootRedirect = createMiddleware<AppEnv>(async (c, next) => {
  const target = c.env.ROOT_REDIRECT?.trim()
  if (target && target !== '/' && new URL(c.req.url).pathname === '/') return c.redirect(target, 302)
  await next()
})

/**
 * Every remaining GET is a page of the route manifest (contract/routes.ts) (or the 404 page), behind
 * the edge page cache, which renders a stale page again through `revalidator` (the whole app).
 */
export function createPageRoutes(revalidator: PageRevalidator): Hono<AppEnv> {
  return new Hono<AppEnv>().get('*', rootRedirect, createPageCache(revalidator), (c) => renderPage(c))
}
