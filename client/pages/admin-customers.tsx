import type { PageModule } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { CustomersList } from '../features/customers/customers-list'
import { PersonPrivacy } from '../features/customers/person-privacy'
import { routeTitleKey } from '../../contract/routes'

/**
 * `/admin/customers` (issue 37): customer accounts, searched and paged (backoffice); below them, the
 * personal data of a person without an account, found by e-mail.
 */
function AdminCustomersPage() {
  return (
    <AdminLayout title={useT()(routeTitleKey('adminCustomers'))}>
      <CustomersList />
      <PersonPrivacy />
    </AdminLayout>
  )
}

export const page: PageModule = { Component: AdminCustomersPage, critical: backofficeOnly }
