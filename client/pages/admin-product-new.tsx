import type { PageModule } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { ProductForm } from '../features/catalogue-admin/product-editor/product-form'
import { routeTitleKey } from '../../contract/routes'

/** `/admin/products/new` (issue 35): choose the type, fill the product in, create it (then its own page). */
function AdminProductNewPage() {
  return (
    <AdminLayout title={useT()(routeTitleKey('adminProductNew'))}>
      <ProductForm product={null} />
    </AdminLayout>
  )
}

export const page: PageModule = { Component: AdminProductNewPage, critical: backofficeOnly }
