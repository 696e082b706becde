import { lazy } from 'react'
import { useSiteInfo } from '../../lib/site-context'

const Badge = lazy(() => import('./version-badge').then((module) => ({ default: module.VersionBadge })))

/** In the browser the version badge is its own chunk (see ./version-badge-source), loaded only where the server showed one. */
export function VersionBadge() {
  const { badge } = useSiteInfo()
  return badge ? <Badge /> : null
}
