import type { PageModule } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { routeTitleKey } from '../../contract/routes'
import { Tags } from '../features/catalogue-admin/terms/tags'

/** `/admin/tags` (issue 35). */
function AdminTagsPage() {
  return (
    <AdminLayout title={useT()(routeTitleKey('adminTags'))}>
      <Tags />
    </AdminLayout>
  )
}

export const page: PageModule = { Component: AdminTagsPage, critical: backofficeOnly }
