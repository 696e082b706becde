import type { PageModule } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { Subscribers } from '../features/newsletter/admin/subscribers'
import { routeTitleKey } from '../../contract/routes'

/** `/admin/newsletter` (backoffice). */
function AdminNewsletterPage() {
  return (
    <AdminLayout title={useT()(routeTitleKey('adminNewsletter'))}>
      <Subscribers />
    </AdminLayout>
  )
}

export const page: PageModule = { Component: AdminNewsletterPage, critical: backofficeOnly }
