import type { Order } from '../../../../contract/dto/commerce'

/** The buyer's order page, issue 36: money given back (helper D). */
export function OrderRefunds(_props: { order: Order; linkToken?: string }) {
  return null
}
