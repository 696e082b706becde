/** A Croatian personal/company tax number (OIB): 11 digits, the last one a check digit. */
export const OIB_LENGTH = 11

/**
 * True when `oib` is 11 digits whose last digit is the ISO 7064 MOD 11,10 check digit of the
 * first ten (the rule of the Croatian tax administration), so a mistyped digit is caught at once.
 */
export function isValidOib(oib: string): boolean {
  if (!/^\d{11}$/.test(oib)) return false
  let remainder = 10
  for (const digit of oib.slice(0, 10)) {
    remainder = (remainder + Number(digit)) % 10
    if (remainder === 0) remainder = 10
    remainder = (remainder * 2) % 11
  }
  const check = (11 - remainder) % 10
  return check === Number(oib[10])
}

/** What an OIB input keeps of typing or pasting: digits only (no e, +, - of a number input), at most 11. */
export const oibInput = (raw: string): string => raw.replace(/\D/g, '').slice(0, OIB_LENGTH)
