import type { CriticalResult, LoaderContext } from '../../lib/page-types'
import { HttpStatusError } from '../../lib/page-types'
import { buildPath, routeEntry } from '../../../contract/routes'
import { isSafePath } from '../../../contract/safe-redirect'
import { roleReaches } from '../../../contract/staff-roles'

/**
 * Admin pages: only a verified backoffice user (the edge's session); everyone else → /adminLogin,
 * with the page asked for as `redirect` so the login comes back to it. A page outside the staff
 * role's areas (issue 37) is the 403 page saying so; the backend refuses its calls either way.
 */
export async function backofficeOnly({
  viewer,
  locale,
  match,
  searchParams,
  t,
}: LoaderContext): Promise<CriticalResult> {
  if (!viewer?.isBackofficeUser) {
    const query = searchParams.toString()
    const here = `${buildPath(match.name, locale, match.params)}${query ? `?${query}` : ''}`
    return {
      redirect: {
        location: buildPath('adminLogin', locale, {}, isSafePath(here) ? { redirect: here } : {}),
        status: 302,
      },
    }
  }
  const area = routeEntry(match.name).area ?? 'any'
  if (!roleReaches(viewer.staffRole, area)) {
    const role = viewer.staffRole ? t(`adminStaff.roles.${viewer.staffRole}`) : ''
    throw new HttpStatusError(403, `The ${role} role does not reach the ${area} area`, 'staffArea.notAllowed', { role })
  }
  return { head: { robots: 'noindex, nofollow' } }
}
