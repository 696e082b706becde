import { HttpStatusError, type PageModule, type PageProps } from '../lib/page-types'
import { ApiError } from '../../contract/api'
import { backofficeOnly } from '../features/admin/admin-guard'
import { PackingSlipSheet, packingSlipQuery } from '../features/orders/admin/fulfilment-packing-slip'
import { routeTitleKey } from '../../contract/routes'

/** `/admin/orders/{id}/packing-slip`: the order's packing slip, to print (backoffice; no admin menu, so the sheet prints alone). */
function AdminPackingSlipPage({ match }: PageProps) {
  return <PackingSlipSheet id={match.params['id'] ?? ''} />
}

export const page: PageModule = {
  Component: AdminPackingSlipPage,
  critical: async (ctx) => {
    const result = await backofficeOnly(ctx)
    if (result.redirect) return result
    const id = ctx.match.params['id'] ?? ''
    if (!/^\d{1,12}$/.test(id)) throw new HttpStatusError(404, 'Order not found')
    try {
      const slip = await ctx.queryClient.query({ ...packingSlipQuery(ctx.api, ctx.locale, id), staleTime: 'static' })
      return { head: { ...result.head, title: `${slip.number} | ${ctx.t(routeTitleKey('adminPackingSlip'))}` } }
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400))
        throw new HttpStatusError(404, 'Order not found')
      throw error
    }
  },
}
