import { HttpStatusError, type PageModule, type PageProps } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { ApiError } from '../../contract/api'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { OrderDetail } from '../features/orders/admin/order-detail'
import { orderQuery } from '../features/orders/admin/api'
import { routeTitleKey } from '../../contract/routes'

/** `/admin/orders/{id}`: one order and what staff may do with it (backoffice). */
function AdminOrderDetailPage({ match }: PageProps) {
  return (
    <AdminLayout title={useT()(routeTitleKey('adminOrderDetail'))}>
      <OrderDetail id={match.params['id'] ?? ''} />
    </AdminLayout>
  )
}

export const page: PageModule = {
  Component: AdminOrderDetailPage,
  critical: async (ctx) => {
    const result = await backofficeOnly(ctx)
    if (result.redirect) return result
    const id = ctx.match.params['id'] ?? ''
    if (!/^\d{1,12}$/.test(id)) throw new HttpStatusError(404, 'Order not found')
    try {
      const detail = await ctx.queryClient.query({ ...orderQuery(ctx.api, ctx.locale, id), staleTime: 'static' })
      return { head: { ...result.head, title: `${detail.order.slug} | ${ctx.t(routeTitleKey('adminOrderDetail'))}` } }
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400))
        throw new HttpStatusError(404, 'Order not found')
      throw error
    }
  },
}
