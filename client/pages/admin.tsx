import { noop } from '@tanstack/react-query'
import type { PageModule } from '../lib/page-types'
import { useViewer } from '../lib/viewer'
import { useT } from '../i18n/i18n'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { routeTitleKey } from '../../contract/routes'
import { WidgetBoundary } from '../lib/ui/widget-boundary'
import { RegistrationSettingsPanel } from '../features/settings/admin/registration-settings'
import { registrationSettingsQuery } from '../features/settings/admin/api'
import { DashboardPanel } from '../features/dashboard/dashboard-panel'
import { dashboardQuery } from '../features/dashboard/api'

function AdminPage() {
  const t = useT()
  const viewer = useViewer()
  const name = viewer ? `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.email : ''
  return (
    <AdminLayout title={t(routeTitleKey('admin'))}>
      <p className="lead">{t('admin.welcome', { name })}</p>
      <p>{t('admin.welcomeText')}</p>
      <WidgetBoundary errorText={t('error.generic')}>
        <DashboardPanel />
      </WidgetBoundary>
      <WidgetBoundary errorText={t('error.generic')}>
        <RegistrationSettingsPanel />
      </WidgetBoundary>
    </AdminLayout>
  )
}

export const page: PageModule = {
  Component: AdminPage,
  critical: backofficeOnly,
  deferred: ({ queryClient, api, viewer }) => {
    if (!viewer?.isBackofficeUser) return
    void queryClient.query(dashboardQuery(api)).catch(noop)
    void queryClient.query(registrationSettingsQuery(api)).catch(noop)
  },
}
