import { refunds } from '../../../contract/endpoints/refunds'
import { ok, refuse } from '../http'
import { endpointRoutes, type EndpointRoutes } from '../routing'
import { adminOrderDetail } from '../commerce/admin-orders'
import { findOrderById } from '../commerce/orders'
import { makeRefund } from './make-refund'

/** Issue 36: staff give money back for an order (the whole of it, or chosen lines and shipping). */
const adminRefunds = endpointRoutes('api/v1/admin/orders')

adminRefunds.on(refunds.adminOrderRefund, async (c) => {
  const order = await findOrderById(c.env.DB, c.req.valid('param').id)
  if (!order || order.storeId !== c.get('storeId')) throw refuse(404, 'ORDER_NOT_FOUND')
  await makeRefund(c, order, c.req.valid('json'), c.get('apiUser')?.email ?? 'staff')
  return ok(c, await adminOrderDetail(c.env, (await findOrderById(c.env.DB, order.id)) ?? order))
})

/** Issue 36's handlers of this domain (contract/endpoints), one sub-app per base path. */
export const refundRoutes: readonly EndpointRoutes[] = [adminRefunds]
