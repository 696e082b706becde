import { money } from '../http'

/** SPEC §9: discount percent = round((retail − discount) / retail × 100). */
export function discountPercent(retail: number, discount: number | null): number {
  if (discount === null || retail <= 0 || discount >= retail) return 0
  return Math.round(((retail - discount) / retail) * 100)
}

/** Net price of a gross price at a tax rate in percent. */
export const netOf = (gross: number, taxRate: number): number => money(gross / (1 + taxRate / 100))
