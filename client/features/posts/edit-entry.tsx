import { useHydrated } from '../../lib/use-hydrated'
import { useViewer } from '../../lib/viewer'
import { useT } from '../../i18n/i18n'
import { mayEdit } from '../edit-mode/edit-mode'

/** Backoffice staff get a way into edit mode (a full load: edit mode's page carries its own texts). */
export function EditEntry() {
  const t = useT()
  const viewer = useViewer()
  const hydrated = useHydrated()
  if (!hydrated || !mayEdit(viewer)) return null
  const url = new URL(location.href)
  url.searchParams.set('editPage', 'true')
  return (
    <p className="edit-entry container">
      <a className="btn btn--secondary btn--sm" href={url.pathname + url.search} data-reload="">
        {t('common.editPage')}
      </a>
    </p>
  )
}
