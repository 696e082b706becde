import type { PageModule } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { Mailbox } from '../features/email/admin/mailbox'
import { routeTitleKey } from '../../contract/routes'

function AdminMailboxPage() {
  const t = useT()
  return (
    <AdminLayout title={t(routeTitleKey('adminMailbox'))}>
      <Mailbox />
    </AdminLayout>
  )
}

export const page: PageModule = { Component: AdminMailboxPage, critical: backofficeOnly }
