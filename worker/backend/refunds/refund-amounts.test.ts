import { describe, expect, it } from 'vitest'
import { lineAmount, sharePaid, unitCents } from './refund-amounts'

/** Issue 36: what a line of an order is worth when given back — what the buyer paid for it, to the cent. */
describe('refund amounts', () => {
  it('share what was paid for the goods over the lines by their row totals, to exactly the paid cents', () => {
    const lines = [
      { id: 1, rowTotalCents: 1999 },
      { id: 2, rowTotalCents: 3333 },
      { id: 3, rowTotalCents: 1 },
    ]
    const shares = sharePaid(lines, 5000)
    expect([...shares.values()].reduce((sum, cents) => sum + cents, 0)).toBe(5000)
    for (const line of lines) expect(shares.get(line.id)).toBeLessThanOrEqual(line.rowTotalCents)
    // Never more than the lines' prices, even when the total says so (no coupon, shipping elsewhere).
    expect([...sharePaid(lines, 99_999).values()]).toEqual([1999, 3333, 1])
    expect([...sharePaid([{ id: 1, rowTotalCents: 0 }], 500).values()]).toEqual([0])
  })

  it('price units down to the cent; the last units take what is left of the line, so the parts add up to the line', () => {
    const line = { orderLineId: 1, qty: 3, paidCents: 1000, refundedQty: 0, refundedCents: 0 }
    expect(unitCents(line)).toBe(333)
    expect(lineAmount(line, 1)).toBe(333)
    expect(lineAmount(line, 3)).toBe(1000)
    const afterOne = { ...line, refundedQty: 1, refundedCents: 333 }
    expect(lineAmount(afterOne, 1)).toBe(333)
    expect(lineAmount({ ...afterOne, refundedQty: 2, refundedCents: 666 }, 1)).toBe(334)
    expect(lineAmount(line, 0)).toBe(0)
  })
})
