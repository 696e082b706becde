import type { Cents } from '../money'

/**
 * What a refund may give back, in cents (issue 36). A line's price on the order is before the coupon
 * and the loyalty discount; the buyer paid the order's total. So the goods' part of the total (total
 * less delivery) is shared over the lines in proportion to their row totals, the cents that do not
 * divide going to the largest remainders: the lines' paid amounts add up to exactly what was paid for
 * the goods, and no line is worth more than its row total.
 */
export interface LinePaid {
  orderLineId: number
  qty: number
  /** What the buyer paid for the whole line. */
  paidCents: Cents
  refundedQty: number
  refundedCents: Cents
}

/** Each line's share of `goodsPaidCents` (largest remainders), by order line id. */
export function sharePaid(
  lines: Array<{ id: number; rowTotalCents: Cents }>,
  goodsPaidCents: Cents,
): Map<number, Cents> {
  const rowsTotal = lines.reduce((sum, line) => sum + Math.max(0, line.rowTotalCents), 0)
  const toShare = Math.max(0, Math.min(goodsPaidCents, rowsTotal))
  if (rowsTotal === 0) return new Map(lines.map((line) => [line.id, 0]))
  const exact = lines.map((line) => ({ id: line.id, share: (Math.max(0, line.rowTotalCents) * toShare) / rowsTotal }))
  const shares = new Map(exact.map(({ id, share }) => [id, Math.floor(share)]))
  let left = toShare - [...shares.values()].reduce((sum, cents) => sum + cents, 0)
  const byRemainder = [...exact].sort(
    (a, b) => b.share - Math.floor(b.share) - (a.share - Math.floor(a.share)) || a.id - b.id,
  )
  for (const { id } of byRemainder) {
    if (left <= 0) break
    shares.set(id, (shares.get(id) ?? 0) + 1)
    left -= 1
  }
  return shares
}

export const qtyLeft = (line: LinePaid): number => line.qty - line.refundedQty
export const amountLeft = (line: LinePaid): Cents => line.paidCents - line.refundedCents

/** One unit's price: what the line cost a unit, rounded down (the last units refunded take the cents left over). */
export const unitCents = (line: LinePaid): Cents => Math.floor(line.paidCents / line.qty)

/** What giving back `qty` units of the line is worth: the rest of the line when they are the last ones. */
export function lineAmount(line: LinePaid, qty: number): Cents {
  if (qty <= 0) return 0
  if (qty >= qtyLeft(line)) return amountLeft(line)
  return Math.min(qty * unitCents(line), amountLeft(line))
}
