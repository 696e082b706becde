import type { CriticalResult, LoaderContext } from '../../lib/page-types'
import { buildPath } from '../../routes/table'
import { pageTitle, type TitledPage } from '../account/page-titles'

/** Admin pages: only a verified backoffice user (the edge's session); everyone else → /adminLogin. */
export function backofficeOnly(title: TitledPage) {
  return async ({ viewer, locale }: LoaderContext): Promise<CriticalResult> => {
    if (!viewer?.isBackofficeUser) return { redirect: { location: buildPath('adminLogin', locale), status: 302 } }
    return { head: { title: pageTitle(title, locale), robots: 'noindex, nofollow' } }
  }
}
