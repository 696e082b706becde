import type { CriticalResult, LoaderContext } from '../../lib/page-types'
import { buildPath } from '../../../contract/routes'

/** Admin pages: only a verified backoffice user (the edge's session); everyone else → /adminLogin. */
export async function backofficeOnly({ viewer, locale }: LoaderContext): Promise<CriticalResult> {
  if (!viewer?.isBackofficeUser) return { redirect: { location: buildPath('adminLogin', locale), status: 302 } }
  return { head: { robots: 'noindex, nofollow' } }
}
