/** The largest quantity of one cart line (the backend's limit too). */
export const MAX_QUANTITY = 9999

/** The attributes of every quantity field: a whole number from 1 to MAX_QUANTITY. */
export const QUANTITY_FIELD = { type: 'number', inputMode: 'numeric', min: 1, max: MAX_QUANTITY, step: 1 } as const

/**
 * SPEC §5 quantity rule: a positive integer; strings are parsed and an empty string is 0.
 * Returns the quantity or null when it is not valid (→ error.invalidQuantity, nothing sent).
 */
export function parseQuantity(raw: string | number): number | null {
  const text = typeof raw === 'number' ? String(raw) : raw.trim()
  const value = text === '' ? 0 : Number(text)
  if (!Number.isInteger(value) || value < 1 || value > MAX_QUANTITY) return null
  return value
}
