import type { CriticalResult, LoaderContext } from '../../lib/page-types'
import { buildPath } from '../../routes/table'
import { pageTitle, type TitledPage } from './page-titles'

/** Guest-only routes (SPEC §4): a logged-in visitor is sent home; others get the page's head. */
export function guestOnly(title: TitledPage) {
  return async ({ viewer, locale }: LoaderContext): Promise<CriticalResult> => {
    if (viewer) return { redirect: { location: buildPath('home', locale), status: 302 } }
    return { head: { title: pageTitle(title, locale), robots: 'noindex, follow' } }
  }
}
