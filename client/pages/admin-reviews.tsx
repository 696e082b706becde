import type { PageModule } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { ModerationQueue } from '../features/comments/admin/moderation-queue'
import { routeTitleKey } from '../../contract/routes'

/** `/admin/reviews`: the moderation queue (backoffice). */
function AdminReviewsPage() {
  return (
    <AdminLayout title={useT()(routeTitleKey('adminReviews'))}>
      <ModerationQueue />
    </AdminLayout>
  )
}

export const page: PageModule = { Component: AdminReviewsPage, critical: backofficeOnly }
