import type { PageModule } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { DeliveryMethods } from '../features/shop-methods/delivery-methods'
import { routeTitleKey } from '../../contract/routes'

/** `/admin/settings/delivery`: delivery methods, their prices by zone and their pickup branches (backoffice, owner). */
function AdminDeliverySettingsPage() {
  return (
    <AdminLayout title={useT()(routeTitleKey('adminDeliverySettings'))}>
      <DeliveryMethods />
    </AdminLayout>
  )
}

export const page: PageModule = { Component: AdminDeliverySettingsPage, critical: backofficeOnly }
