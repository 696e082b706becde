import type { CriticalResult, LoaderContext } from '../../lib/page-types'
import { buildPath, routeTitle, type TitledRoute } from '../../../contract/routes'

/** Admin pages: only a verified backoffice user (the edge's session); everyone else → /adminLogin. */
export function backofficeOnly(title: TitledRoute) {
  return async ({ viewer, locale }: LoaderContext): Promise<CriticalResult> => {
    if (!viewer?.isBackofficeUser) return { redirect: { location: buildPath('adminLogin', locale), status: 302 } }
    return { head: { title: routeTitle(title, locale), robots: 'noindex, nofollow' } }
  }
}
