import type { PageModule } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { CouponList } from '../features/coupons/coupon-list'
import { routeTitleKey } from '../../contract/routes'

/** `/admin/coupons` (issue 37): the shop's coupons with their uses, revenue and discount given. */
function AdminCouponsPage() {
  return (
    <AdminLayout title={useT()(routeTitleKey('adminCoupons'))}>
      <CouponList />
    </AdminLayout>
  )
}

export const page: PageModule = { Component: AdminCouponsPage, critical: backofficeOnly }
