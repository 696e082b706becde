import { HttpStatusError, type PageModule, type PageProps } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { ApiError } from '../../contract/api'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { CustomerDetail } from '../features/customers/customer-detail'
import { customerQuery } from '../features/customers/api'
import { routeTitleKey } from '../../contract/routes'

/** `/admin/customers/{id}`: one customer and what staff may do to the account (backoffice, issue 37). */
function AdminCustomerDetailPage({ match }: PageProps) {
  return (
    <AdminLayout title={useT()(routeTitleKey('adminCustomerDetail'))}>
      <CustomerDetail id={match.params['id'] ?? ''} />
    </AdminLayout>
  )
}

export const page: PageModule = {
  Component: AdminCustomerDetailPage,
  critical: async (ctx) => {
    const result = await backofficeOnly(ctx)
    if (result.redirect) return result
    const id = ctx.match.params['id'] ?? ''
    if (!/^\d{1,12}$/.test(id)) throw new HttpStatusError(404, 'Customer not found')
    try {
      const detail = await ctx.queryClient.query({ ...customerQuery(ctx.api, ctx.locale, id), staleTime: 'static' })
      return {
        head: { ...result.head, title: `${detail.customer.email} | ${ctx.t(routeTitleKey('adminCustomerDetail'))}` },
      }
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400))
        throw new HttpStatusError(404, 'Customer not found')
      throw error
    }
  },
}
