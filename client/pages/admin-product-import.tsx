import type { PageModule } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { CatalogueImport } from '../features/catalogue-admin/import/catalogue-import'
import { routeTitleKey } from '../../contract/routes'

/** `/admin/products/import` (issue 35): the catalogue's CSV export, and its import with a dry run first. */
function AdminProductImportPage() {
  return (
    <AdminLayout title={useT()(routeTitleKey('adminProductImport'))}>
      <CatalogueImport />
    </AdminLayout>
  )
}

export const page: PageModule = { Component: AdminProductImportPage, critical: backofficeOnly }
