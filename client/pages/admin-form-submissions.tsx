import { HttpStatusError, type PageModule, type PageProps } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { ApiError } from '../../contract/api'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { FormSubmissions } from '../features/forms/admin/form-submissions'
import { submissionsQuery } from '../features/forms/admin/api'
import { routeTitleKey } from '../../contract/routes'

/** `/admin/forms/{id}`: one form's submissions (backoffice). */
function AdminFormSubmissionsPage({ match }: PageProps) {
  return (
    <AdminLayout title={useT()(routeTitleKey('adminFormSubmissions'))}>
      <FormSubmissions id={match.params['id'] ?? ''} />
    </AdminLayout>
  )
}

export const page: PageModule = {
  Component: AdminFormSubmissionsPage,
  critical: async (ctx) => {
    const result = await backofficeOnly(ctx)
    if (result.redirect) return result
    const id = ctx.match.params['id'] ?? ''
    if (!/^\d{1,12}$/.test(id)) throw new HttpStatusError(404, 'Form not found')
    const page = ctx.searchParams.get('page')
    try {
      const data = await ctx.queryClient.query({
        ...submissionsQuery(ctx.api, ctx.locale, id, page ? { page } : {}),
        staleTime: 'static',
      })
      return { head: { ...result.head, title: `${data.form.name} | ${ctx.t(routeTitleKey('adminFormSubmissions'))}` } }
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400))
        throw new HttpStatusError(404, 'Form not found')
      throw error
    }
  },
}
