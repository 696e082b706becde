import type { PageModule } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { routeTitleKey } from '../../contract/routes'

/** `/admin/products/:id` (issue 35). */
function AdminProductEditPage() {
  return <AdminLayout title={useT()(routeTitleKey('adminProductEdit'))}>{null}</AdminLayout>
}

export const page: PageModule = { Component: AdminProductEditPage, critical: backofficeOnly }
