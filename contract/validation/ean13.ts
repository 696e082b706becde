/** EAN-13 numbers (ISO/IEC 15420): the membership cards' numbers, printed and scanned as EAN-13. */

/** Check digit of 12 data digits: weights 1, 3, 1, 3, ... from the left. */
export function ean13CheckDigit(data: string): number {
  let sum = 0
  for (let i = 0; i < 12; i++) sum += Number(data[i]) * (i % 2 === 0 ? 1 : 3)
  return (10 - (sum % 10)) % 10
}

/** Thirteen digits whose last one is the right check digit (a mistyped or swapped digit is caught). */
export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code) === Number(code[12])
}
