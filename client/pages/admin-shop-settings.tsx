import type { PageModule } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { ShopSettingsPage } from '../features/shop-settings/shop-settings-page'
import { routeTitleKey } from '../../contract/routes'

/** `/admin/settings/shop`: VAT rates, checkout rules and the seller record (the owner's area). */
function AdminShopSettingsPage() {
  const t = useT()
  return (
    <AdminLayout title={t(routeTitleKey('adminShopSettings'))}>
      <ShopSettingsPage />
    </AdminLayout>
  )
}

export const page: PageModule = { Component: AdminShopSettingsPage, critical: backofficeOnly }
