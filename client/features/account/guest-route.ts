import type { CriticalResult, LoaderContext } from '../../lib/page-types'
import { buildPath } from '../../../contract/routes'
import { isSafePath } from '../../../contract/safe-redirect'

/** Guest-only routes (SPEC §4): a logged-in visitor is sent home; the title comes from the manifest. */
export async function guestOnly({ viewer, locale }: LoaderContext): Promise<CriticalResult> {
  if (viewer) return { redirect: { location: buildPath('home', locale), status: 302 } }
  return { head: { robots: 'noindex, follow' } }
}

/**
 * Personal routes (SPEC §4): a visitor who is not logged in is sent to the profile's login form,
 * with the page asked for as a safe `redirect`, and comes back to it after logging in.
 */
export async function customerOnly({ viewer, locale, match, searchParams }: LoaderContext): Promise<CriticalResult> {
  if (!viewer) {
    const query = searchParams.toString()
    const here = `${buildPath(match.name, locale, match.params)}${query ? `?${query}` : ''}`
    return {
      redirect: { location: buildPath('profile', locale, {}, isSafePath(here) ? { redirect: here } : {}), status: 302 },
    }
  }
  return { head: { robots: 'noindex, nofollow' } }
}
