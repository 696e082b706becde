import type { PageModule } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { FormsList } from '../features/forms/admin/forms-list'
import { routeTitleKey } from '../../contract/routes'

/** `/admin/forms`: the site's forms and their submissions (backoffice). */
function AdminFormsPage() {
  return (
    <AdminLayout title={useT()(routeTitleKey('adminForms'))}>
      <FormsList />
    </AdminLayout>
  )
}

export const page: PageModule = { Component: AdminFormsPage, critical: backofficeOnly }
