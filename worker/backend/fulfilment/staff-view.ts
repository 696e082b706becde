import type { AdminOrderActions, AdminOrderDetail } from '../../../contract/dto/admin'
import type { Order } from '../../../contract/dto/commerce'
import type { AfterSaleView } from './after-sale-view'

/** Staff's view of shipping: what may be done now, what is left to ship, the carriers (helper A implements). */
export async function fulfilmentStaffView(
  _view: AfterSaleView,
  _dto: Order,
): Promise<Pick<AdminOrderActions, 'process' | 'ship' | 'deliver'> & Pick<AdminOrderDetail, 'shippable' | 'carriers'>> {
  return { process: false, ship: false, deliver: false, shippable: [], carriers: [] }
}
