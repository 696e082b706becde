import type { Order } from '../../../../contract/dto/commerce'

/** The buyer's order page, issue 36: ask for a return within 14 days, and the requests' state (helper E). */
export function ReturnRequestSection(_props: { order: Order; linkToken?: string }) {
  return null
}
