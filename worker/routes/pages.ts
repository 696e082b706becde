import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { pageCache } from '../cache/page-cache'
import { renderPage } from '../render/render-page'

/** Every remaining GET is a page of the route manifest (contract/routes.ts) (or the 404 page), behind the edge page cache. */
export const pageRoutes = new Hono<AppEnv>()

pageRoutes.get('*', pageCache, (c) => renderPage(c))
