import type { PageModule } from '../lib/page-types'
import { useViewer } from '../lib/viewer'
import { useT } from '../i18n/i18n'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { routeTitleKey } from '../../contract/routes'

function AdminPage() {
  const t = useT()
  const viewer = useViewer()
  const name = viewer ? `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.email : ''
  return (
    <AdminLayout title={t(routeTitleKey('admin'))}>
      <p className="lead">{t('admin.welcome', { name })}</p>
      <p>{t('admin.welcomeText')}</p>
    </AdminLayout>
  )
}

export const page: PageModule = { Component: AdminPage, critical: backofficeOnly }
