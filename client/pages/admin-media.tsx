import type { PageModule } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { MediaManager } from '../features/media/media-manager'
import { routeTitleKey } from '../../contract/routes'

/** `/admin/media`: the media manager (backoffice). */
function AdminMediaPage() {
  const t = useT()
  return (
    <AdminLayout title={t(routeTitleKey('adminMedia'))}>
      <MediaManager />
    </AdminLayout>
  )
}

export const page: PageModule = { Component: AdminMediaPage, critical: backofficeOnly }
