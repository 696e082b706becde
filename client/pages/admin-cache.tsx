import type { PageModule } from '../lib/page-types'
import { useLocale } from '../i18n/i18n'
import { pageTitle } from '../features/account/page-titles'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { CachePurge } from '../features/admin/cache-purge'

function AdminCachePage() {
  return (
    <AdminLayout title={pageTitle('adminCache', useLocale())}>
      <CachePurge />
    </AdminLayout>
  )
}

export const page: PageModule = { Component: AdminCachePage, personal: true, critical: backofficeOnly('adminCache') }
