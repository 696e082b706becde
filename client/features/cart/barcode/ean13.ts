import { ean13CheckDigit, isValidEan13 } from '../../../../contract/validation/ean13'

/**
 * EAN-13 (ISO/IEC 15420): 95 modules — start guard, six left digits (L or G code by the parity
 * of the first digit), centre guard, six right digits (R code), end guard. '1' is a bar module.
 */
const L_CODES = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
] as const
const R_CODES = L_CODES.map((code) => [...code].map((bit) => (bit === '1' ? '0' : '1')).join(''))
const G_CODES = R_CODES.map((code) => [...code].reverse().join(''))
/** The first digit is not drawn: it picks L/G for the six left digits. */
const PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLG',
  'LGLGGL',
  'LGLGLG',
  'LGGLGL',
] as const

const START = '101'
const CENTRE = '01010'
const END = '101'

/** Module indices of the guard bars (drawn longer). */
export const EAN13_GUARDS: ReadonlySet<number> = new Set([0, 1, 2, 45, 46, 47, 48, 49, 92, 93, 94])

// The check digit is the contract's: the backoffice issues cards only with numbers that pass it.
export { ean13CheckDigit, isValidEan13 }

/** The 95-module pattern of a valid EAN-13, or null. */
export function encodeEan13(code: string): string | null {
  if (!isValidEan13(code)) return null
  const digits = [...code].map(Number)
  const parity = PARITY[digits[0] ?? 0] ?? PARITY[0]
  let left = ''
  for (let i = 1; i <= 6; i++) {
    const digit = digits[i] ?? 0
    left += parity[i - 1] === 'G' ? G_CODES[digit] : L_CODES[digit]
  }
  let right = ''
  for (let i = 7; i <= 12; i++) right += R_CODES[digits[i] ?? 0]
  return START + left + CENTRE + right + END
}
