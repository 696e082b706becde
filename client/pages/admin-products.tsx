import type { PageModule } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { routeTitleKey } from '../../contract/routes'

/** `/admin/products` (issue 35). */
function AdminProductsPage() {
  return <AdminLayout title={useT()(routeTitleKey('adminProducts'))}>{null}</AdminLayout>
}

export const page: PageModule = { Component: AdminProductsPage, critical: backofficeOnly }
