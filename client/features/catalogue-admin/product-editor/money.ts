import type { Locale } from '../../../../contract/locales'

/**
 * Euro amounts as staff type them and the API's integer cents. Croatian writes "12,50" (and
 * "1.234,50"), English "12.50" (and "1,234.50"); either decimal mark is understood in both
 * languages as long as the text is unambiguous, because a price pasted from elsewhere often has
 * the other one.
 */

/** The cents of a typed euro amount; null for an empty text; undefined when it is not an amount. */
export function parseEuros(text: string, locale: Locale): number | null | undefined {
  const clean = text.replace(/[\s\u00a0€]/g, '')
  if (clean === '') return null
  if (!/^\d[\d.,]*$/.test(clean)) return undefined
  const decimal = decimalMark(clean, locale)
  const group = decimal === ',' ? '.' : ','
  const [whole = '', fraction = '', extra] = clean.split(decimal)
  if (extra !== undefined || fraction.length > 2 || /[.,]/.test(fraction)) return undefined
  // Group marks only between groups of three digits.
  if (whole.includes(group) && !new RegExp(`^\\d{1,3}(\\${group}\\d{3})+$`).test(whole)) return undefined
  const digits = whole.split(group).join('')
  if (digits.length > 9) return undefined
  return Number(digits) * 100 + Number(fraction.padEnd(2, '0') || '0')
}

/**
 * Which mark separates the cents: the language's own unless the text shows otherwise (a single
 * other mark followed by one or two digits: "12.5" typed on a Croatian page is 12,50 €).
 */
function decimalMark(text: string, locale: Locale): ',' | '.' {
  const own = locale === 'hr' ? ',' : '.'
  const other = own === ',' ? '.' : ','
  if (text.includes(own)) return own
  const parts = text.split(other)
  return parts.length === 2 && (parts[1] ?? '').length <= 2 ? other : own
}

/** Cents as the editor shows them in an input: "12,50" / "12.50", no grouping and no currency sign. */
export function formatEuroInput(cents: number | null, locale: Locale): string {
  if (cents === null) return ''
  const whole = Math.floor(cents / 100)
  const fraction = String(cents % 100).padStart(2, '0')
  return `${whole}${locale === 'hr' ? ',' : '.'}${fraction}`
}

/** A whole number typed in a field: null for empty, undefined when it is not one. */
export function parseCount(text: string, { allowNegative = false } = {}): number | null | undefined {
  const clean = text.trim()
  if (clean === '') return null
  if (!(allowNegative ? /^-?\d{1,9}$/ : /^\d{1,9}$/).test(clean)) return undefined
  return Number(clean)
}

/** A VAT rate typed as "25", "9,5" or "9.5"; undefined when it is not a rate from 0 to 100. */
export function parseRate(text: string): number | undefined {
  const clean = text.trim().replace(',', '.')
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(clean)) return undefined
  const rate = Number(clean)
  return rate <= 100 ? rate : undefined
}
