import type { Locale } from './locales'

/** Everything is formatted in the studio's time zone and the page locale, so SSR and hydration agree. */
export const SITE_TIME_ZONE = 'Europe/Zagreb'
export const INTL_LOCALE: Record<Locale, string> = { hr: 'hr-HR', en: 'en-GB' }

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

/**
 * One formatter per language and kind, made once: building an Intl formatter costs far more than
 * formatting with it, and a page formats every price and date it shows (issue 17: making one per
 * call was ~180 ms of a phone's CPU while the home page hydrated).
 */
export function cachedFormatter<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: () => F): F {
  let formatter = formatters.get(key) as F | undefined
  if (!formatter) {
    formatter = create()
    formatters.set(key, formatter)
  }
  return formatter
}

/**
 * Numbers and euros as Intl writes them in each language (e.g. '1.234,50 €' and '−19,99 €';
 * '€1,234.50' and '-€19.99'), without Intl: the first NumberFormat of a page loads the language's
 * number data, ~25 ms of the main thread (~100 ms on a phone) in the middle of hydrating.
 * format.test.ts checks both against Intl.
 */
const NUMBERS: Record<
  Locale,
  { group: string; decimal: string; minus: string; euro: (sign: string, digits: string) => string }
> = {
  hr: { group: '.', decimal: ',', minus: '\u2212', euro: (sign, digits) => `${sign}${digits}\u00a0€` },
  en: { group: ',', decimal: '.', minus: '-', euro: (sign, digits) => `${sign}€${digits}` },
}

/**
 * |value| rounded to `places` decimals half up on its shortest decimal form, as Intl rounds
 * (0.015 → 0.02): the integer and fraction digits.
 */
function roundedDigits(value: number, places: number): { whole: string; fraction: string } {
  const text = Math.abs(value).toString()
  if (text.includes('e')) return { whole: '0', fraction: '0'.repeat(places) } // below 1e-6 (callers keep to amounts below 1e15)
  const [whole = '0', fraction = ''] = text.split('.')
  const scaled =
    BigInt(whole + fraction.slice(0, places).padEnd(places, '0')) + (Number(fraction[places] ?? '0') >= 5 ? 1n : 0n)
  const digits = scaled.toString().padStart(places + 1, '0')
  return { whole: digits.slice(0, digits.length - places), fraction: digits.slice(digits.length - places) }
}

function writeNumber(
  value: number,
  locale: Locale,
  places: number,
  keepZeros: boolean,
): { sign: string; digits: string } {
  const style = NUMBERS[locale]
  const { whole, fraction } = roundedDigits(value, places)
  const shown = keepZeros ? fraction : fraction.replace(/0+$/, '')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.group)
  return {
    sign: value < 0 || Object.is(value, -0) ? style.minus : '',
    digits: shown ? `${grouped}${style.decimal}${shown}` : grouped,
  }
}

const writable = (value: number) => Number.isFinite(value) && Math.abs(value) < 1e15

/** Money with 2 decimals (SPEC §9), e.g. '19,99 €' / '€19.99'. */
export function formatMoney(amount: number, locale: Locale, currency = 'EUR'): string {
  if (currency === 'EUR' && writable(amount)) {
    const { sign, digits } = writeNumber(amount, locale, 2, true)
    return NUMBERS[locale].euro(sign, digits)
  }
  return cachedFormatter(
    `money ${locale} ${currency}`,
    () =>
      new Intl.NumberFormat(INTL_LOCALE[locale], {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  ).format(amount)
}

/** A number with up to 3 decimals, grouped, e.g. '1.234,5' / '1,234.5'. */
export function formatNumber(value: number, locale: Locale): string {
  if (writable(value)) {
    const { sign, digits } = writeNumber(value, locale, 3, false)
    return `${sign}${digits}`
  }
  return cachedFormatter(`number ${locale}`, () => new Intl.NumberFormat(INTL_LOCALE[locale])).format(value)
}

/** A file's size as people read it: '1,5 MB' / '1.5 MB' (the order page, the payment e-mail, the product editor). */
export function formatFileSize(bytes: number, locale: Locale): string {
  const units = ['B', 'kB', 'MB', 'GB']
  let value = bytes
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit++
  }
  return `${formatNumber(unit === 0 ? value : Math.round(value * 10) / 10, locale)} ${units[unit]}`
}
