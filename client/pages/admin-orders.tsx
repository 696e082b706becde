import type { PageModule } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { OrdersList } from '../features/orders/admin/orders-list'
import { routeTitleKey } from '../../contract/routes'

/** `/admin/orders`: the shop's orders (backoffice). */
function AdminOrdersPage() {
  return (
    <AdminLayout title={useT()(routeTitleKey('adminOrders'))}>
      <OrdersList />
    </AdminLayout>
  )
}

export const page: PageModule = { Component: AdminOrdersPage, critical: backofficeOnly }
