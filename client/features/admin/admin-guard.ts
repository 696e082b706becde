import type { CriticalResult, LoaderContext } from '../../lib/page-types'
import { buildPath } from '../../../contract/routes'
import { isSafePath } from '../../../contract/safe-redirect'

/**
 * Admin pages: only a verified backoffice user (the edge's session); everyone else → /adminLogin,
 * with the page asked for as `redirect` so the login comes back to it.
 */
export async function backofficeOnly({ viewer, locale, match, searchParams }: LoaderContext): Promise<CriticalResult> {
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
  return { head: { robots: 'noindex, nofollow' } }
}
