import type { PageModule } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { PaymentMethods } from '../features/shop-methods/payment-methods'
import { routeTitleKey } from '../../contract/routes'

/** `/admin/settings/payment`: payment methods, their order and the delivery methods they go with (backoffice, owner). */
function AdminPaymentSettingsPage() {
  return (
    <AdminLayout title={useT()(routeTitleKey('adminPaymentSettings'))}>
      <PaymentMethods />
    </AdminLayout>
  )
}

export const page: PageModule = { Component: AdminPaymentSettingsPage, critical: backofficeOnly }
