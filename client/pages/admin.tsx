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
import { roleReaches } from '../../contract/staff-roles'

function AdminPage() {
  const t = useT()
  const viewer = useViewer()
  const name = viewer ? `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.email : ''
  return (
    <AdminLayout title={t(routeTitleKey('admin'))}>
      <p className="lead">{t('admin.welcome', { name })}</p>
      <p>{t('admin.welcomeText')}</p>
      {roleReaches(viewer?.staffRole, 'orders') ? (
        <WidgetBoundary errorText={t('error.generic')}>
          <DashboardPanel />
        </WidgetBoundary>
      ) : null}
      {roleReaches(viewer?.staffRole, 'owner') ? (
        <WidgetBoundary errorText={t('error.generic')}>
          <RegistrationSettingsPanel />
        </WidgetBoundary>
      ) : null}
    </AdminLayout>
  )
}

export const page: PageModule = {
  Component: AdminPage,
  critical: backofficeOnly,
  deferred: ({ queryClient, api, viewer }) => {
    if (!viewer?.isBackofficeUser) return
    // Each panel's data only for a role that reaches its area (issue 37): a content editor's home has neither.
    if (roleReaches(viewer.staffRole, 'orders')) void queryClient.query(dashboardQuery(api)).catch(noop)
    if (roleReaches(viewer.staffRole, 'owner')) void queryClient.query(registrationSettingsQuery(api)).catch(noop)
  },
}
