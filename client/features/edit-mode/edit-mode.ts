import type { ViewerInfo } from '../../lib/page-types'
import { roleReaches } from '../../../contract/staff-roles'

/**
 * Edit mode (SPEC §4, issue 15): `?editPage=true` for a verified backoffice user; `mobileView=true`
 * marks a mobile embed (narrow layout, same tools). Anyone else gets the normal page. The backend
 * checks every edit call again against the database. Edit mode is the content area's (issue 37):
 * the owner and content editors.
 */
export interface EditMode {
  mobile: boolean
}

export function editModeOf(search: URLSearchParams, viewer: ViewerInfo | null): EditMode | null {
  if (search.get('editPage') !== 'true' || !mayEdit(viewer)) return null
  return { mobile: search.get('mobileView') === 'true' }
}

/** May this viewer use edit mode (a staff role that reaches the content area)? */
export const mayEdit = (viewer: ViewerInfo | null): boolean =>
  viewer?.isBackofficeUser === true && roleReaches(viewer.staffRole, 'content')
