import type { Locale } from './locales'
import { formatNumber } from './format'

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
