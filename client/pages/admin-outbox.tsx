import type { PageModule } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { Outbox } from '../features/email/admin/outbox'
import { routeTitleKey } from '../../contract/routes'

/** `/admin/outbox` (backoffice). */
function AdminOutboxPage() {
  return (
    <AdminLayout title={useT()(routeTitleKey('adminOutbox'))}>
      <Outbox />
    </AdminLayout>
  )
}

export const page: PageModule = { Component: AdminOutboxPage, critical: backofficeOnly }
