import type { PageModule } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { routeTitleKey } from '../../contract/routes'
import { Attributes } from '../features/catalogue-admin/terms/attributes'

/** `/admin/attributes` (issue 35). */
function AdminAttributesPage() {
  return (
    <AdminLayout title={useT()(routeTitleKey('adminAttributes'))}>
      <Attributes />
    </AdminLayout>
  )
}

export const page: PageModule = { Component: AdminAttributesPage, critical: backofficeOnly }
