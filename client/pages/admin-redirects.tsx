import type { PageModule } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { Redirects } from '../features/redirects/admin/redirects'
import { routeTitleKey } from '../../contract/routes'

/** `/admin/redirects`: missed paths and redirects (backoffice). */
function AdminRedirectsPage() {
  return (
    <AdminLayout title={useT()(routeTitleKey('adminRedirects'))}>
      <Redirects />
    </AdminLayout>
  )
}

export const page: PageModule = { Component: AdminRedirectsPage, critical: backofficeOnly }
