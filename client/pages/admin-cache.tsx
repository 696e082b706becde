import type { PageModule } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { CachePurge } from '../features/admin/cache-purge'
import { CacheView } from '../features/admin/cache-view'
import { routeTitleKey } from '../../contract/routes'

function AdminCachePage() {
  const t = useT()
  return (
    <AdminLayout title={t(routeTitleKey('adminCache'))}>
      <CachePurge />
      <CacheView />
    </AdminLayout>
  )
}

export const page: PageModule = { Component: AdminCachePage, critical: backofficeOnly }
