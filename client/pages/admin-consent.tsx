import type { PageModule } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { WidgetBoundary } from '../lib/ui/widget-boundary'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { ConsentList } from '../features/admin/consent-list'
import { consentListQuery } from '../features/admin/queries'
import { routeTitleKey } from '../../contract/routes'

function AdminConsentPage() {
  const t = useT()
  return (
    <AdminLayout title={t(routeTitleKey('adminConsent'))}>
      <WidgetBoundary errorText={t('error.generic')}>
        <ConsentList />
      </WidgetBoundary>
    </AdminLayout>
  )
}

export const page: PageModule = {
  Component: AdminConsentPage,
  critical: backofficeOnly,
  deferred: ({ viewer, queryClient, api, locale }) => {
    if (viewer?.isBackofficeUser) void queryClient.prefetchQuery(consentListQuery(api, locale))
  },
}
