/**
 * An IBAN as staff type it, kept as the bank prints it on paper: capitals, no spaces. A Croatian
 * IBAN is HR + 2 check digits + 17 digits (21 characters); others are 15–34 letters and digits.
 */
export const normaliseIban = (raw: string): string => raw.replace(/\s+/g, '').toUpperCase()

/**
 * True when `iban` (normalised) passes the ISO 13616 check: the country code and check digits
 * moved to the end, letters as numbers (A = 10 … Z = 35), the whole number mod 97 is 1.
 */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false
  if (iban.startsWith('HR') && !/^HR\d{19}$/.test(iban)) return false
  const moved = iban.slice(4) + iban.slice(0, 4)
  let remainder = 0
  for (const char of moved) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55)
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97
  }
  return remainder === 1
}
