import type { PaymentType } from '../../../contract/dto/commerce'
import type { StoredOrder } from '../commerce/orders'
import { allows } from '../fulfilment/order-states'
import { amountLeft, qtyLeft, sharePaid, type LinePaid } from './refund-amounts'
import { refundedTotals, refundLineRows, type RefundLineRow } from './refund-rows'

/**
 * What can still be given back of an order (issue 36), in cents: per line, shipping, and in all
 * (never more than the buyer paid, less what earlier refunds gave back), and how: card and wallet
 * payments through the provider, cash on delivery and bank transfers paid out by hand.
 */
export interface Refundable {
  lines: Array<RefundLineRow & LinePaid>
  shippingLeftCents: number
  totalLeftCents: number
  refundedCents: number
  method: 'provider' | 'manual'
  /** The order's state allows a refund now and something is left to give back. */
  allowed: boolean
}

export const refundMethodOf = (paymentType: PaymentType | null): 'provider' | 'manual' =>
  paymentType === 'HPF' || paymentType === 'WALLET' ? 'provider' : 'manual'

/** The order's lines are digital (keys, a file) rather than goods that ship. */
export const isDigitalLine = (line: RefundLineRow): boolean => line.productType === 'eProduct' || line.keys > 0

export async function refundableOf(db: D1Database, order: StoredOrder): Promise<Refundable> {
  const [rows, refunded] = await Promise.all([refundLineRows(db, order.id), refundedTotals(db, order.id)])
  const goodsPaid = order.orderTotalCents - order.deliveryAmountCents
  // A line a coupon discounted was paid less: its share of the coupon comes off its weight (migration 0052).
  const shares = sharePaid(
    rows.map((row) => ({ id: row.id, rowTotalCents: row.rowTotalCents - row.couponCents })),
    goodsPaid,
  )
  const lines = rows.map((row) => ({ ...row, orderLineId: row.id, paidCents: shares.get(row.id) ?? 0 }))
  const totalLeftCents = Math.max(0, order.orderTotalCents - refunded.total)
  const shippingLeftCents = Math.max(0, Math.min(order.deliveryAmountCents - refunded.shipping, totalLeftCents))
  const somethingLeft =
    totalLeftCents > 0 && (shippingLeftCents > 0 || lines.some((line) => amountLeft(line) > 0 && qtyLeft(line) > 0))
  return {
    lines,
    shippingLeftCents,
    totalLeftCents,
    refundedCents: refunded.total,
    method: refundMethodOf(order.paymentType),
    allowed: allows('refund', order.status) && somethingLeft,
  }
}
