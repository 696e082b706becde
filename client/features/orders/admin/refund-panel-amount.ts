import type { AdminOrderDetail } from '../../../../contract/dto/admin'

/** What the refund dialog asks for, as typed (quantities per order line id, shipping in euros). */
export interface RefundDraft {
  qty: Record<number, string>
  shipping: string
}

type Refundable = AdminOrderDetail['refundable']

const cents = (euros: number) => Math.round(euros * 100)

/** A whole number from 0 to `max`, or null when the text is not one. */
export function parseQty(text: string, max: number): number | null {
  const trimmed = text.trim()
  if (trimmed === '') return 0
  if (!/^\d+$/.test(trimmed)) return null
  const qty = Number(trimmed)
  return qty <= max ? qty : null
}

/** Euros with at most 2 decimals (a comma is a decimal point too) from 0 to `max`, or null. */
export function parseShipping(text: string, max: number): number | null {
  const trimmed = text.trim().replace(',', '.')
  if (trimmed === '') return 0
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null
  const euros = Number(trimmed)
  return cents(euros) <= cents(max) ? euros : null
}

/**
 * The amount the server will refund for the draft, in cents, as it computes it: a line's units at
 * its unit price, or the rest of the line when they are the last ones; plus shipping.
 */
export function draftAmountCents(refundable: Refundable, draft: RefundDraft): number {
  const lines = refundable.lines.reduce((sum, line) => {
    const qty = parseQty(draft.qty[line.orderLineId] ?? '', line.qty) ?? 0
    if (qty === 0) return sum
    return (
      sum + (qty >= line.qty ? cents(line.amountLeft) : Math.min(qty * cents(line.unitPrice), cents(line.amountLeft)))
    )
  }, 0)
  return lines + cents(parseShipping(draft.shipping, refundable.shipping) ?? 0)
}

/** The draft as the refund call's lines and shipping (units left at 0 are not sent). */
export const draftLines = (refundable: Refundable, draft: RefundDraft) =>
  refundable.lines
    .map((line) => ({ orderLineId: line.orderLineId, qty: parseQty(draft.qty[line.orderLineId] ?? '', line.qty) ?? 0 }))
    .filter((line) => line.qty > 0)
