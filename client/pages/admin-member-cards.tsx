import type { PageModule } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { MemberCards } from '../features/account/admin/member-cards'
import { routeTitleKey } from '../../contract/routes'

/** `/admin/member-cards`: membership cards issued, assigned, released and switched off (backoffice). */
function AdminMemberCardsPage() {
  return (
    <AdminLayout title={useT()(routeTitleKey('adminMemberCards'))}>
      <MemberCards />
    </AdminLayout>
  )
}

export const page: PageModule = { Component: AdminMemberCardsPage, critical: backofficeOnly }
