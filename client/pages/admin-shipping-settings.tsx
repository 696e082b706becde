import type { PageModule } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { CarrierSettings } from '../features/orders/admin/fulfilment-carriers'
import { routeTitleKey } from '../../contract/routes'

/** `/admin/settings/shipping`: the carriers and their tracking addresses (backoffice). */
function AdminShippingSettingsPage() {
  return (
    <AdminLayout title={useT()(routeTitleKey('adminShippingSettings'))}>
      <CarrierSettings />
    </AdminLayout>
  )
}

export const page: PageModule = { Component: AdminShippingSettingsPage, critical: backofficeOnly }
