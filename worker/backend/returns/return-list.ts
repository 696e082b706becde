import type { OrderAfterSale, ReturnRequest } from '../../../contract/dto/after-sale'
import type { AfterSaleView } from '../fulfilment/after-sale-view'

/** The order's return requests (helper E implements). */
export async function returnsOf(_view: AfterSaleView): Promise<ReturnRequest[]> {
  return []
}

/** Until when and what the buyer may still return (helper E implements). */
export async function returnWindow(
  _view: AfterSaleView,
): Promise<Pick<OrderAfterSale, 'returnableUntil' | 'returnable'>> {
  return { returnableUntil: null, returnable: [] }
}
