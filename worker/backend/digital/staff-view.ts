import type { AdminOrderDetail } from '../../../contract/dto/admin'
import { LOW_KEY_POOL } from '../../../contract/schemas/digital-delivery'
import type { AfterSaleView } from '../fulfilment/after-sale-view'
import { digitalUnitsOf } from './digital-units'
import { keysLeft } from './licence-keys'

/**
 * The key pools of the order's eProducts that hand out keys: keys left, and whether the pool is low
 * (below LOW_KEY_POOL, the mark the product editor warns at too).
 */
export async function keyPoolsOf(view: AfterSaleView): Promise<AdminOrderDetail['keyPools']> {
  const units = (await digitalUnitsOf(view.env.DB, view.order.id, view.order.language)).filter((unit) => unit.usesKeys)
  const products = new Map(units.map((unit) => [unit.productId, unit.name]))
  const left = await keysLeft(view.env.DB, [...products.keys()])
  return [...products].map(([productId, name]) => {
    const available = left.get(productId) ?? 0
    return { productId, name, available, low: available < LOW_KEY_POOL }
  })
}
