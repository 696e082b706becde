import type { RefundInput } from '../../../contract/schemas/refunds'
import { refuse } from '../http'
import { fromCents, toCents } from '../money'
import { lineAmount, qtyLeft } from './refund-amounts'
import type { Refundable } from './refundable'

/** A refund as it will be written: the lines given back with what each is worth, shipping and the whole amount, in cents. */
export interface RefundPlan {
  lines: Array<{ line: Refundable['lines'][number]; qty: number; amountCents: number }>
  shippingCents: number
  amountCents: number
  /** After it, everything the buyer paid is given back. */
  whole: boolean
}

/**
 * Checks what staff asked for against what is left and prices it: a line named twice counts once
 * with its quantities added; a line of another order, more units than are left, more shipping than
 * is left, nothing at all or more than is left of the payment are refused (translated).
 */
export function planRefund(refundable: Refundable, input: Pick<RefundInput, 'lines' | 'shipping'>): RefundPlan {
  const asked = new Map<number, number>()
  for (const { orderLineId, qty } of input.lines) asked.set(orderLineId, (asked.get(orderLineId) ?? 0) + qty)
  const lines = [...asked].map(([orderLineId, qty]) => {
    const line = refundable.lines.find((candidate) => candidate.orderLineId === orderLineId)
    if (!line) throw refuse(400, 'REFUND_LINE_UNKNOWN')
    if (qty > qtyLeft(line))
      throw refuse(409, 'REFUND_QTY_TOO_HIGH', { params: { name: line.name, left: qtyLeft(line) } })
    return { line, qty, amountCents: lineAmount(line, qty) }
  })
  const shippingCents = toCents(input.shipping)
  if (shippingCents > refundable.shippingLeftCents)
    throw refuse(409, 'REFUND_SHIPPING_TOO_HIGH', {
      params: { left: fromCents(refundable.shippingLeftCents).toFixed(2) },
    })
  const amountCents = lines.reduce((sum, line) => sum + line.amountCents, shippingCents)
  if (amountCents <= 0) throw refuse(409, 'REFUND_EMPTY')
  if (amountCents > refundable.totalLeftCents)
    throw refuse(409, 'REFUND_TOO_LARGE', { params: { left: fromCents(refundable.totalLeftCents).toFixed(2) } })
  return { lines, shippingCents, amountCents, whole: amountCents === refundable.totalLeftCents }
}
