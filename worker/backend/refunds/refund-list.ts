import type { Refund } from '../../../contract/dto/after-sale'
import type { AfterSaleView } from '../fulfilment/after-sale-view'

/** The order's refunds (helper D implements). */
export async function refundsOf(_view: AfterSaleView): Promise<Refund[]> {
  return []
}
