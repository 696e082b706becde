import type { Locale } from '../../contract/locales'

/** Everything is formatted in the studio's time zone and the page locale, so SSR and hydration agree. */
export const SITE_TIME_ZONE = 'Europe/Zagreb'
export const INTL_LOCALE: Record<Locale, string> = { hr: 'hr-HR', en: 'en-GB' }

/** Money with 2 decimals (SPEC §9), e.g. '19,99 €' / '€19.99'. */
export function formatMoney(amount: number, locale: Locale, currency = 'EUR'): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale]).format(value)
}
