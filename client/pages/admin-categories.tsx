import type { PageModule } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { routeTitleKey } from '../../contract/routes'
import { Categories } from '../features/catalogue-admin/terms/categories'

/** `/admin/categories` (issue 35). */
function AdminCategoriesPage() {
  return (
    <AdminLayout title={useT()(routeTitleKey('adminCategories'))}>
      <Categories />
    </AdminLayout>
  )
}

export const page: PageModule = { Component: AdminCategoriesPage, critical: backofficeOnly }
