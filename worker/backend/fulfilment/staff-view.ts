import type { AdminOrderActions, AdminOrderDetail } from '../../../contract/dto/admin'
import type { Order } from '../../../contract/dto/commerce'
import type { AfterSaleView } from './after-sale-view'
import { allows } from './order-states'
import { readCarriers } from './carriers'
import { leftToShip, physicalLines } from './shipment-rows'

/** Staff's view of shipping: what may be done now, what is left to ship, the carriers. */
export async function fulfilmentStaffView(
  view: AfterSaleView,
  _dto: Order,
): Promise<Pick<AdminOrderActions, 'process' | 'ship' | 'deliver'> & Pick<AdminOrderDetail, 'shippable' | 'carriers'>> {
  const [lines, carriers] = await Promise.all([physicalLines(view.env.DB, view.order.id), readCarriers(view.env.DB)])
  const shippable = lines
    .map((line) => ({ orderLineId: line.orderLineId, name: line.name, qty: leftToShip(line) }))
    .filter((line) => line.qty > 0)
  const status = view.order.status
  return {
    process: allows('process', status),
    ship: allows('ship', status) && shippable.length > 0,
    deliver: allows('deliver', status),
    shippable,
    carriers,
  }
}
