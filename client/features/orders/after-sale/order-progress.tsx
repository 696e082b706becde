import type { Order } from '../../../../contract/dto/commerce'

/** The buyer's order page, issue 36: the order's progress and its shipments with tracking links (helper A). */
export function OrderProgress(_props: { order: Order; linkToken?: string }) {
  return null
}
