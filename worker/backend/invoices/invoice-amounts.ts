import type { InvoiceLine, InvoiceTotals, InvoiceVatRow } from '../../../contract/dto/invoices'

/**
 * The invoice's money, in integer cents, from gross amounts (prices include VAT, as the shop charges).
 *
 * Rounding: VAT is worked out once per rate, on the sum of that rate's gross line totals (discount and
 * delivery lines included): base = round(gross × 100 / (100 + rate)) (on its size, for a credit note), tax = gross − base. So each row
 * of the breakdown adds up exactly (base + tax = gross at that rate), and the totals add up to the
 * order's total. The cart's own `tax` is rounded once over all rates, so the two may differ by a cent.
 */

/** A discount split over parts in proportion to their amounts, in whole cents that add up to it exactly (largest remainder). */
export function splitInProportion(total: number, parts: readonly number[]): number[] {
  const sum = parts.reduce((a, b) => a + b, 0)
  if (total === 0 || sum <= 0) return parts.map(() => 0)
  const exact = parts.map((part) => (total * part) / sum)
  const shares = exact.map(Math.floor)
  let left = total - shares.reduce((a, b) => a + b, 0)
  const byRemainder = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest)
  for (const { index } of byRemainder) {
    if (left <= 0) break
    shares[index] = (shares[index] ?? 0) + 1
    left--
  }
  return shares
}

/** The gross total of each VAT rate among the lines, highest rate first. */
export function grossByRate(lines: readonly InvoiceLine[]): Map<number, number> {
  const byRate = new Map<number, number>()
  for (const line of [...lines].sort((a, b) => b.taxRate - a.taxRate)) {
    byRate.set(line.taxRate, (byRate.get(line.taxRate) ?? 0) + line.totalCents)
  }
  return byRate
}

/** The VAT breakdown per rate (rounded per rate, see above) and the totals. */
export function vatAndTotals(lines: readonly InvoiceLine[]): { vat: InvoiceVatRow[]; totals: InvoiceTotals } {
  const vat = [...grossByRate(lines)].map(([rate, gross]) => {
    // Rounded on the amount's size, so a credit note's rows mirror its invoice's.
    const baseCents = rate > 0 ? Math.sign(gross) * Math.round((Math.abs(gross) * 100) / (100 + rate)) : gross
    return { rate, baseCents, taxCents: gross - baseCents }
  })
  const netCents = vat.reduce((sum, row) => sum + row.baseCents, 0)
  const taxCents = vat.reduce((sum, row) => sum + row.taxCents, 0)
  return { vat, totals: { netCents, taxCents, grossCents: netCents + taxCents } }
}
