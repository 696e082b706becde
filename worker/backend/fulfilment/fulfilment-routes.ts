import type { Context } from 'hono'
import { fulfilment } from '../../../contract/endpoints/fulfilment'
import { requireBackoffice, type BackendEnv } from '../context'
import { ok, refuse } from '../http'
import { endpointRoutes, type EndpointRoutes } from '../routing'
import { notifyOrderStatus } from '../commerce/admin-orders'
import type { StoredOrder } from '../commerce/orders'
import { afterPayment } from './after-payment'
import { isRepeat, type OrderChangeOutcome } from './order-change'
import { deliverOrder, paidOnDelivery, processOrder, shipOrder } from './order-actions'
import { packingSlipOf } from './packing-slip'
import { readCarriers, saveCarriers } from './carriers'
import { currentDetail, staffName, staffOrder } from '../commerce/staff-order'

/** Issue 36: staff move an order on its way to the buyer — process, ship, deliver — and print its packing slip. */
const adminFulfilment = endpointRoutes('api/v1/admin/orders')

/**
 * Runs one staff action: a repeated click answers the order as it is (the change was made once), a
 * change that lost to another is a 409 (the page reloads the order), a change made e-mails the buyer.
 */
async function staffAction(
  c: Context<BackendEnv>,
  id: number,
  requestId: string,
  run: (order: StoredOrder, staff: string) => Promise<OrderChangeOutcome>,
  after: (before: StoredOrder) => Promise<void>,
): Promise<Response> {
  const order = await staffOrder(c, id)
  const outcome = (await isRepeat(c.env.DB, order.id, requestId)) ? 'repeat' : await run(order, staffName(c))
  if (outcome === 'stale') throw refuse(409, 'ORDER_CHANGED')
  if (outcome === 'done') await after(order)
  return ok(c, await currentDetail(c, order))
}

adminFulfilment.on(fulfilment.adminOrderProcess, (c) => {
  const { requestId } = c.req.valid('json')
  return staffAction(
    c,
    c.req.valid('param').id,
    requestId,
    (order, staff) => processOrder(c.env.DB, { order, staff, requestId }),
    (order) => notifyOrderStatus(c, order.id, 'processing'),
  )
})

adminFulfilment.on(fulfilment.adminOrderShip, (c) => {
  const { requestId, ...shipment } = c.req.valid('json')
  return staffAction(
    c,
    c.req.valid('param').id,
    requestId,
    (order, staff) => shipOrder(c.env.DB, { order, staff, requestId }, shipment),
    (order) => notifyOrderStatus(c, order.id, 'shipped'),
  )
})

adminFulfilment.on(fulfilment.adminOrderDeliver, (c) => {
  const { requestId } = c.req.valid('json')
  return staffAction(
    c,
    c.req.valid('param').id,
    requestId,
    (order, staff) => deliverOrder(c.env.DB, { order, staff, requestId }),
    async (before) => {
      // Cash on delivery was paid just now: its digital lines and invoice follow, and the 'delivered' e-mail tells the buyer.
      if (paidOnDelivery(before)) await afterPayment(c, before.id, 'none', staffName(c))
      await notifyOrderStatus(c, before.id, 'delivered')
    },
  )
})

adminFulfilment.on(fulfilment.adminOrderPackingSlip, async (c) => {
  const order = await staffOrder(c, c.req.valid('param').id)
  return ok(c, await packingSlipOf(c.env, order))
})

/** The carriers staff ship with: their names and tracking URL templates. */
const adminCarrierSettings = endpointRoutes('api/v1/admin/settings')

adminCarrierSettings.on(fulfilment.adminCarriers, async (c) => ok(c, await readCarriers(c.env.DB)))

adminCarrierSettings.on(fulfilment.adminCarriersUpdate, async (c) => {
  const user = requireBackoffice(c)
  await saveCarriers(c.env.DB, c.req.valid('json').carriers, { userId: user.userId, email: user.email })
  return ok(c, await readCarriers(c.env.DB))
})

export const fulfilmentRoutes: readonly EndpointRoutes[] = [adminFulfilment, adminCarrierSettings]
