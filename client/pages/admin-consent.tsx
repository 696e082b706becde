import { noop } from '@tanstack/react-query'
import type { PageModule } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { WidgetBoundary } from '../lib/ui/widget-boundary'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { ConsentList } from '../features/consents/admin/consent-list'
import { ConsentForm } from '../features/consents/admin/consent-form'
import { ConsentAssignments } from '../features/consents/admin/consent-assignments'
import { Link } from '../lib/link'
import { consentAssignmentsQuery, consentListQuery } from '../features/consents/admin/api'
import { routeTitleKey } from '../../contract/routes'

function AdminConsentPage() {
  const t = useT()
  return (
    <AdminLayout title={t(routeTitleKey('adminConsent'))}>
      <WidgetBoundary errorText={t('error.generic')}>
        <ConsentList />
      </WidgetBoundary>
      <p>
        <Link to="adminConsentLog">{t('backoffice.consents.log')} →</Link>
      </p>
      <details className="panel">
        <summary>{t('backoffice.consents.create')}</summary>
        <ConsentForm />
      </details>
      <WidgetBoundary errorText={t('error.generic')}>
        <ConsentAssignments />
      </WidgetBoundary>
    </AdminLayout>
  )
}

export const page: PageModule = {
  Component: AdminConsentPage,
  critical: backofficeOnly,
  deferred: ({ viewer, queryClient, api, locale }) => {
    if (!viewer?.isBackofficeUser) return
    void queryClient.query(consentListQuery(api, locale)).catch(noop)
    void queryClient.query(consentAssignmentsQuery(api, locale)).catch(noop)
  },
}
