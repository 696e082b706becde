import { useMemo } from 'react'
import { useRoute } from '../../lib/navigation'
import { useViewer } from '../../lib/viewer'
import { editModeOf, type EditMode } from './edit-mode'

/** Edit mode of the current page (null for everyone but a backoffice user with `editPage=true`). */
export function useEditMode(): EditMode | null {
  const { href } = useRoute()
  const viewer = useViewer()
  return useMemo(
    () => editModeOf(new URLSearchParams(href.includes('?') ? href.slice(href.indexOf('?')) : ''), viewer),
    [href, viewer],
  )
}
