import { returns } from '../../../contract/endpoints/returns'
import { ok, refuse } from '../http'
import { endpointRoutes, type EndpointRoutes } from '../routing'
import { refuseOverBudget } from '../request-budget'
import { findOrderById, findOrderBySlug, orderDto } from '../commerce/orders'
import { currentDetail, staffName, staffOrder } from '../commerce/staff-order'
import type { OrderChangeOutcome } from '../fulfilment/order-change'
import { buyerAccess } from '../commerce/buyer-access'
import { requestReturn } from './request-return'
import { decideReturn, type StaffReturnAction } from './staff-actions'
import { sendReturnEmails, type ReturnNotice } from './return-emails'
import { latestReturnId } from './return-rows'

/** Return requests (issue 36): the buyer's, under their order; staff's decisions, under the backoffice's orders. */
const buyerReturnRoutes = endpointRoutes('api/v2/order')
const staffReturnRoutes = endpointRoutes('api/v1/admin/orders')

export const returnRoutes: readonly EndpointRoutes[] = [buyerReturnRoutes, staffReturnRoutes]

/** Buyer writes that send e-mail: per client address and minute. */
const REQUESTS_PER_MINUTE = 5

/** A change that lost to another one: the page reloads the order. */
const refuseStale = (outcome: OrderChangeOutcome) => {
  if (outcome === 'stale') throw refuse(409, 'ORDER_CHANGED')
}

buyerReturnRoutes.on(returns.orderReturnRequest, async (c) => {
  const input = c.req.valid('json')
  const order = await findOrderBySlug(c.env.DB, c.req.valid('param').slug)
  // Whoever cannot show the order is theirs learns nothing of it, not even that it exists.
  if (!order || !(await buyerAccess(c.env, order, { ...input, userId: c.get('apiUser')?.userId ?? null })))
    throw refuse(404, 'ORDER_NOT_FOUND')
  const throttled = await refuseOverBudget(c, 'orderReturn', REQUESTS_PER_MINUTE)
  if (throttled) return throttled
  const outcome = await requestReturn(c.env.DB, order, input)
  refuseStale(outcome)
  if (outcome === 'done') {
    const returnId = await latestReturnId(c.env.DB, order.id)
    if (returnId !== null) await sendReturnEmails(c, order.id, returnId, 'requested')
  }
  const fresh = (await findOrderById(c.env.DB, order.id)) ?? order
  return ok(c, await orderDto(c.env, fresh, { audience: 'buyer', linkToken: input.linkToken ?? null }))
})

const STAFF_ACTIONS = [
  { row: returns.adminReturnAccept, action: 'accept', notice: 'accepted' },
  { row: returns.adminReturnRefuse, action: 'refuse', notice: 'refused' },
  { row: returns.adminReturnReceive, action: 'receive', notice: 'received' },
] as const satisfies ReadonlyArray<{ row: unknown; action: StaffReturnAction; notice: ReturnNotice }>

for (const { row, action, notice } of STAFF_ACTIONS) {
  staffReturnRoutes.on(row, async (c) => {
    const { id, returnId } = c.req.valid('param')
    const { requestId, note } = c.req.valid('json')
    const order = await staffOrder(c, id)
    const staff = staffName(c)
    const outcome = await decideReturn(c.env.DB, order, { action, returnId, staff, requestId, note })
    refuseStale(outcome)
    if (outcome === 'done') await sendReturnEmails(c, order.id, returnId, notice)
    return ok(c, await currentDetail(c, order))
  })
}
