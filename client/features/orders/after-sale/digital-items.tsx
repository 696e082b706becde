import type { Order } from '../../../../contract/dto/commerce'

/** The buyer's order page, issue 36: keys and downloads, renewing an expired link (helper B). */
export function DigitalItems(_props: { order: Order; linkToken?: string }) {
  return null
}
