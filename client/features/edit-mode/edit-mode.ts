import type { ViewerInfo } from '../../lib/page-types'

/**
 * Edit mode (SPEC §4, issue 15): `?editPage=true` for a verified backoffice user; `mobileView=true`
 * marks a mobile embed (narrow layout, same tools). Anyone else gets the normal page. The backend
 * checks every edit call again against the database.
 */
export interface EditMode {
  mobile: boolean
}

export function editModeOf(search: URLSearchParams, viewer: ViewerInfo | null): EditMode | null {
  if (search.get('editPage') !== 'true' || !viewer?.isBackofficeUser) return null
  return { mobile: search.get('mobileView') === 'true' }
}
