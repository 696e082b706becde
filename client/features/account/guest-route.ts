import type { CriticalResult, LoaderContext } from '../../lib/page-types'
import { buildPath } from '../../../contract/routes'

/** Guest-only routes (SPEC §4): a logged-in visitor is sent home; the title comes from the manifest. */
export async function guestOnly({ viewer, locale }: LoaderContext): Promise<CriticalResult> {
  if (viewer) return { redirect: { location: buildPath('home', locale), status: 302 } }
  return { head: { robots: 'noindex, follow' } }
}
