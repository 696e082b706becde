import { describe, expect, it } from 'vitest'
import type { InvoiceLine } from '../../../contract/dto/invoices'
import { splitInProportion, vatAndTotals } from './invoice-amounts'

const line = (totalCents: number, taxRate: number): InvoiceLine => ({
  name: 'x',
  qty: 1,
  unitPriceCents: totalCents,
  taxRate,
  totalCents,
})

describe('splitInProportion', () => {
  it('splits a discount over parts in whole cents that add up to it exactly', () => {
    expect(splitInProportion(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(splitInProportion(1, [5000, 1499])).toEqual([1, 0])
    expect(splitInProportion(650, [5000, 1499])).toEqual([500, 150])
    for (const total of [1, 7, 99, 1234, 9999]) {
      const shares = splitInProportion(total, [3333, 1, 6666, 250])
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total)
      expect(Math.min(...shares)).toBeGreaterThanOrEqual(0)
    }
    expect(splitInProportion(0, [10, 20])).toEqual([0, 0])
  })
})

describe('vatAndTotals', () => {
  it('rounds once per rate, so each row and the totals add up to the gross lines', () => {
    const lines = [
      line(2500, 25),
      line(2500, 25),
      line(1499, 5),
      line(-500, 25),
      line(-150, 5),
      line(399, 25),
      line(1000, 0),
    ]
    const { vat, totals } = vatAndTotals(lines)
    expect(vat).toEqual([
      { rate: 25, baseCents: 3919, taxCents: 980 },
      { rate: 5, baseCents: 1285, taxCents: 64 },
      { rate: 0, baseCents: 1000, taxCents: 0 },
    ])
    expect(totals).toEqual({ netCents: 6204, taxCents: 1044, grossCents: 7248 })
    expect(totals.grossCents).toBe(lines.reduce((sum, l) => sum + l.totalCents, 0))
  })

  it("mirrors an invoice's rows for a credit note of the same lines", () => {
    const invoice = vatAndTotals([line(1049, 25), line(1050, 5)])
    const credit = vatAndTotals([line(-1049, 25), line(-1050, 5)])
    expect(credit.vat).toEqual(
      invoice.vat.map((row) => ({ ...row, baseCents: -row.baseCents, taxCents: -row.taxCents })),
    )
    expect(credit.totals.grossCents).toBe(-invoice.totals.grossCents)
  })
})
