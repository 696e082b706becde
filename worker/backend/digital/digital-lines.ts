import type { DigitalLine } from '../../../contract/dto/after-sale'
import type { AfterSaleView } from '../fulfilment/after-sale-view'

/** The order's digital lines: keys and downloads (helper B implements). */
export async function digitalLinesOf(_view: AfterSaleView): Promise<DigitalLine[]> {
  return []
}
