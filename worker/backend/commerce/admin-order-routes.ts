import type { Context } from 'hono'
import { commerce } from '../../../contract/endpoints/commerce'
import type { AdminOrderRow } from '../../../contract/dto/admin'
import type { BackendEnv } from '../context'
import { ok, pageForms, refuse } from '../http'
import { endpointRoutes } from '../routing'
import type { StoredOrder } from './orders'
import { currentDetail, staffName, staffOrder } from './staff-order'
import { afterPayment } from '../fulfilment/after-payment'
import { expireAbandonedOrders } from './order-expiry'
import { ADMIN_PER_PAGE, adminPaging } from '../admin-lists'
import { adminOrderDetail, cancelOrder, listAdminOrders, markBankTransferPaid, notifyOrderStatus } from './admin-orders'

/** The backoffice's orders (issue 16): list with search and status, detail, mark a bank transfer paid, cancel. */
export const adminOrderRoutes = endpointRoutes('api/v1/admin/orders')

/** Like the shopper's order calls: card and wallet orders whose payment time is over fail first, so staff never see them still awaiting payment. */
adminOrderRoutes.app.use('*', async (c, next) => {
  await expireAbandonedOrders(c.env.DB)
  await next()
})

adminOrderRoutes.on(commerce.adminOrders, async (c) => {
  const query = c.req.valid('query')
  const p = adminPaging(query.page)
  const { rows, total } = await listAdminOrders(
    c.env.DB,
    { storeId: c.get('storeId'), q: query.q || undefined, status: query.status || undefined },
    p.limit,
    p.offset,
  )
  return ok(c, pageForms.lastPage<AdminOrderRow>(rows, total, { ...p, limit: ADMIN_PER_PAGE }))
})

adminOrderRoutes.on(commerce.adminOrder, async (c) => {
  const order = await staffOrder(c, c.req.valid('param').id)
  return ok(c, await adminOrderDetail(c.env, order))
})

/**
 * One staff action on an order: done only when the order allows it (else a 409), then
 * the order is read once more for both the answer and the customer's e-mail.
 */
const ACTIONS = [
  {
    row: commerce.adminOrderMarkPaid,
    run: markBankTransferPaid,
    // Keys, downloads and the invoice, then the 'paid' e-mail with them (afterPayment).
    after: (c: Context<BackendEnv>, order: StoredOrder) => afterPayment(c, order.id, 'paid-status', staffName(c)),
    code: 'ORDER_NOT_AWAITING_TRANSFER',
  },
  {
    row: commerce.adminOrderCancel,
    run: cancelOrder,
    after: (c: Context<BackendEnv>, order: StoredOrder) => notifyOrderStatus(c, order.id, 'cancelled'),
    code: 'ORDER_NOT_CANCELLABLE',
  },
] as const

for (const action of ACTIONS) {
  adminOrderRoutes.on(action.row, async (c) => {
    const order = await staffOrder(c, c.req.valid('param').id)
    const staff = staffName(c)
    if (!(await action.run(c.env.DB, order, staff))) throw refuse(409, action.code)
    await action.after(c, order)
    return ok(c, await currentDetail(c, order))
  })
}
