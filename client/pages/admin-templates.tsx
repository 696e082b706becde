import { noop } from '@tanstack/react-query'
import type { PageModule } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { WidgetBoundary } from '../lib/ui/widget-boundary'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { PostTypes } from '../features/posts/admin/post-types'
import { postTypesQuery } from '../features/posts/admin/api'
import { routeTitleKey } from '../../contract/routes'

function AdminTemplatesPage() {
  const t = useT()
  return (
    <AdminLayout title={t(routeTitleKey('adminTemplates'))}>
      <WidgetBoundary errorText={t('error.generic')}>
        <PostTypes />
      </WidgetBoundary>
    </AdminLayout>
  )
}

export const page: PageModule = {
  Component: AdminTemplatesPage,
  critical: backofficeOnly,
  deferred: ({ viewer, queryClient, api }) => {
    if (viewer?.isBackofficeUser) void queryClient.query(postTypesQuery(api)).catch(noop)
  },
}
