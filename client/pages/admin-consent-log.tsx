import { noop } from '@tanstack/react-query'
import type { PageModule } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { WidgetBoundary } from '../lib/ui/widget-boundary'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { consentListQuery } from '../features/consents/admin/api'
import { ConsentLog } from '../features/consents/admin/consent-log'
import { routeTitleKey } from '../../contract/routes'

/** `/admin/consent-log`: the consent log (backoffice). */
function AdminConsentLogPage() {
  const t = useT()
  return (
    <AdminLayout title={t(routeTitleKey('adminConsentLog'))}>
      <WidgetBoundary errorText={t('error.generic')}>
        <ConsentLog />
      </WidgetBoundary>
    </AdminLayout>
  )
}

export const page: PageModule = {
  Component: AdminConsentLogPage,
  critical: backofficeOnly,
  deferred: ({ viewer, queryClient, api, locale }) => {
    if (viewer?.isBackofficeUser) void queryClient.query(consentListQuery(api, locale)).catch(noop)
  },
}
