import type { AdminOrderDetail } from '../../../contract/dto/admin'
import type { AfterSaleView } from '../fulfilment/after-sale-view'

/** The key pools of the order's eProducts (helper B implements). */
export async function keyPoolsOf(_view: AfterSaleView): Promise<AdminOrderDetail['keyPools']> {
  return []
}
