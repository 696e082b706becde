import type { PageModule } from '../lib/page-types'
import { useLocale } from '../i18n/i18n'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { CachePurge } from '../features/admin/cache-purge'
import { routeTitle } from '../../contract/routes'

function AdminCachePage() {
  return (
    <AdminLayout title={routeTitle('adminCache', useLocale())}>
      <CachePurge />
    </AdminLayout>
  )
}

export const page: PageModule = { Component: AdminCachePage, critical: backofficeOnly('adminCache') }
