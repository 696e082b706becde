import { refunds } from '../../../contract/endpoints/refunds'
import { ok } from '../http'
import { endpointRoutes, type EndpointRoutes } from '../routing'
import { currentDetail, staffName, staffOrder } from '../commerce/staff-order'
import { makeRefund } from './make-refund'

/** Issue 36: staff give money back for an order (the whole of it, or chosen lines and shipping). */
const adminRefunds = endpointRoutes('api/v1/admin/orders')

adminRefunds.on(refunds.adminOrderRefund, async (c) => {
  const order = await staffOrder(c, c.req.valid('param').id)
  await makeRefund(c, order, c.req.valid('json'), staffName(c))
  return ok(c, await currentDetail(c, order))
})

/** Issue 36's handlers of this domain (contract/endpoints), one sub-app per base path. */
export const refundRoutes: readonly EndpointRoutes[] = [adminRefunds]
