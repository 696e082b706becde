import type { PageModule } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { StaffList } from '../features/staff/staff-list'
import { routeTitleKey } from '../../contract/routes'

/** `/admin/staff` (issue 37): the owner's staff accounts and their roles. */
function AdminStaffPage() {
  return (
    <AdminLayout title={useT()(routeTitleKey('adminStaff'))}>
      <StaffList />
    </AdminLayout>
  )
}

export const page: PageModule = { Component: AdminStaffPage, critical: backofficeOnly }
