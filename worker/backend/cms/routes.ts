import { Hono } from 'hono'
import type { BackendEnv } from '../context'
import { documentRoutes } from './document-routes'
import { elementRoutes } from './element-routes'
import { eventRoutes } from './event-routes'
import { finderRoutes } from './finder-routes'
import { navigationRoutes } from './navigation-routes'
import { postRoutes } from './post-routes'
import { draftRoutes } from './draft-routes'
import { newPageRoutes } from './new-page-routes'
import { masterRoutes } from './master-routes'
import { postTypeRoutes } from './post-type-routes'
import { sitemapRoutes } from './sitemap-routes'
import { termRoutes } from './term-routes'

/** The CMS part of the embedded backend (SPEC §7 "CMS"); one sub-app per resource. */
export const cmsRoutes = new Hono<BackendEnv>()

cmsRoutes.route('/', termRoutes)
cmsRoutes.route('/', postRoutes)
cmsRoutes.route('/', draftRoutes)
cmsRoutes.route('/', newPageRoutes)
cmsRoutes.route('/', masterRoutes)
cmsRoutes.route('/', postTypeRoutes)
cmsRoutes.route('/', finderRoutes)
cmsRoutes.route('/', navigationRoutes)
cmsRoutes.route('/', elementRoutes)
cmsRoutes.route('/', eventRoutes)
cmsRoutes.route('/', documentRoutes)
cmsRoutes.route('/', sitemapRoutes)
