import type { CriticalResult, LoaderContext } from '../../lib/page-types'
import { buildPath, routeTitle, type TitledRoute } from '../../../contract/routes'

/** Guest-only routes (SPEC §4): a logged-in visitor is sent home; others get the page's head. */
export function guestOnly(title: TitledRoute) {
  return async ({ viewer, locale }: LoaderContext): Promise<CriticalResult> => {
    if (viewer) return { redirect: { location: buildPath('home', locale), status: 302 } }
    return { head: { title: routeTitle(title, locale), robots: 'noindex, follow' } }
  }
}
