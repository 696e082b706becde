import type { EndpointRoutes } from '../routing'
import { documentRoutes } from './document-routes'
import { draftRoutes } from './draft-routes'
import { elementRoutes } from './element-routes'
import { eventRoutes } from './event-routes'
import { finderRoutes } from './finder-routes'
import { masterLinkRoutes, masterRoutes } from './master-routes'
import { navigationRoutes } from './navigation-routes'
import { newPageRoutes, pageTranslationRoutes } from './new-page-routes'
import { postRoutes } from './post-routes'
import { postTypeRoutes } from './post-type-routes'
import { sitemapRoutes } from './sitemap-routes'
import { templateRoutes } from './template-routes'
import { termRoutes } from './term-routes'

/** CMS content (contract/endpoints/content.ts): one sub-app per area, each mounted at its base path. */
export const contentRoutes: readonly EndpointRoutes[] = [
  termRoutes,
  postRoutes,
  draftRoutes,
  newPageRoutes,
  pageTranslationRoutes,
  masterRoutes,
  masterLinkRoutes,
  postTypeRoutes,
  templateRoutes,
  finderRoutes,
  navigationRoutes,
  elementRoutes,
  eventRoutes,
  documentRoutes,
  sitemapRoutes,
]
