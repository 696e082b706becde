import type { PageModule } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { ProductList } from '../features/catalogue-admin/product-list/product-list'
import { routeTitleKey } from '../../contract/routes'

/** `/admin/products` (issue 35): the catalogue's products, searched, filtered, sorted and changed in bulk. */
function AdminProductsPage() {
  return (
    <AdminLayout title={useT()(routeTitleKey('adminProducts'))}>
      <ProductList />
    </AdminLayout>
  )
}

export const page: PageModule = { Component: AdminProductsPage, critical: backofficeOnly }
