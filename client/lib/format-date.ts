import type { Locale } from '../../contract/locales'
import { INTL_LOCALE, SITE_TIME_ZONE, cachedFormatter } from './format'

// Every date on the site is shown in the studio's time zone (Europe/Zagreb) so SSR and hydration agree.

const DATE_FORMATS = {
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  time: { hour: '2-digit', minute: '2-digit' },
  day: { day: 'numeric' },
  month: { month: 'long' },
  year: { year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

/** The (cached) formatter of one of the site's date formats in the studio's time zone. */
function dateFormat(locale: Locale, kind: keyof typeof DATE_FORMATS): Intl.DateTimeFormat {
  return cachedFormatter(`date ${locale} ${kind}`, () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: SITE_TIME_ZONE, ...DATE_FORMATS[kind] }))
}

function parse(value: string | null | undefined): Date | null {
  if (!value) return null
  // D1 timestamps come as 'YYYY-MM-DD HH:MM:SS' (UTC) or ISO strings.
  const normalised = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(value) ? `${value.replace(' ', 'T')}Z` : value
  const date = new Date(normalised)
  return Number.isNaN(date.getTime()) ? null : date
}

/** Long date, e.g. '12. ožujka 2026.' / '12 March 2026'. Empty string for a missing date. */
export function formatDate(value: string | null | undefined, locale: Locale): string {
  const date = parse(value)
  if (!date) return ''
  return dateFormat(locale, 'date').format(date)
}

/** Date and time, e.g. '12. ožujka 2026. 18:00'. */
export function formatDateTime(value: string | null | undefined, locale: Locale): string {
  const date = parse(value)
  if (!date) return ''
  return dateFormat(locale, 'dateTime').format(date)
}

/** The parts a post card shows: day, month name and year (SPEC §2). */
export function dateParts(value: string | null | undefined, locale: Locale): { day: string; month: string; year: string } | null {
  const date = parse(value)
  if (!date) return null
  const part = (kind: 'day' | 'month' | 'year') => dateFormat(locale, kind).format(date)
  return { day: part('day').replace(/\.$/, ''), month: part('month'), year: part('year').replace(/\.$/, '') }
}

/** A start–end range; a range within one day shows the date once with both times. */
export function formatDateRange(start: string | null | undefined, end: string | null | undefined, locale: Locale): string {
  const from = parse(start)
  const to = parse(end)
  if (!from) return ''
  if (!to) return formatDateTime(start, locale)
  const sameDay = formatDate(start, locale) === formatDate(end, locale)
  if (sameDay) {
    const time = dateFormat(locale, 'time').format(to)
    return `${formatDateTime(start, locale)} – ${time}`
  }
  return `${formatDateTime(start, locale)} – ${formatDateTime(end, locale)}`
}

/** ISO 8601 string (for `<time dateTime>` and JSON-LD), or undefined. */
export function isoDate(value: string | null | undefined): string | undefined {
  return parse(value)?.toISOString()
}
