import type { PageModule } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { CouponForm } from '../features/coupons/coupon-form'
import { routeTitleKey } from '../../contract/routes'

/** `/admin/coupons/new` (issue 37): a new coupon. */
function AdminCouponNewPage() {
  return (
    <AdminLayout title={useT()(routeTitleKey('adminCouponNew'))}>
      <CouponForm />
    </AdminLayout>
  )
}

export const page: PageModule = { Component: AdminCouponNewPage, critical: backofficeOnly }
