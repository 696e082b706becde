import type { Cents } from '../money'

/** SPEC §9: discount percent = round((retail − discount) / retail × 100) (any unit, e.g. cents). */
export function discountPercent(retail: number, discount: number | null): number {
  if (discount === null || retail <= 0 || discount >= retail) return 0
  return Math.round(((retail - discount) / retail) * 100)
}

/** Net price in cents of a gross price in cents at a tax rate in percent. */
export const netCentsOf = (grossCents: Cents, taxRate: number): Cents => Math.round(grossCents / (1 + taxRate / 100))
