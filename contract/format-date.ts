import type { Locale } from './locales'
import { INTL_LOCALE, SITE_TIME_ZONE, cachedFormatter } from './format'

// Every date on the site is shown in the studio's time zone (Europe/Zagreb) so SSR and hydration agree.

/** The site's date formats as Intl options; format-date.test.ts checks the hand-written ones against Intl with them. */
export const DATE_FORMATS = {
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  time: { hour: '2-digit', minute: '2-digit' },
  day: { day: 'numeric' },
  month: { month: 'long' },
  year: { year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>
export type DateFormat = keyof typeof DATE_FORMATS

/** Intl's formatter of one of the site's date formats in the studio's time zone (dates before 1996). */
function intlFormat(locale: Locale, kind: DateFormat): Intl.DateTimeFormat {
  return cachedFormatter(
    `date ${locale} ${kind}`,
    () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: SITE_TIME_ZONE, ...DATE_FORMATS[kind] }),
  )
}

/**
 * The formats written by hand as Intl writes them (format-date.test.ts checks them against Intl):
 * a page's first Intl.DateTimeFormat loads the language's calendar and the time zone's data,
 * ~30 ms of the main thread (~120 ms on a phone) while the page hydrates (issue 17). Croatian
 * dates take the month in the genitive ('1. ožujka'), the month alone in the nominative ('ožujak').
 */
const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const MONTHS: Record<Locale, { inDate: readonly string[]; alone: readonly string[] }> = {
  hr: {
    inDate: [
      'siječnja',
      'veljače',
      'ožujka',
      'travnja',
      'svibnja',
      'lipnja',
      'srpnja',
      'kolovoza',
      'rujna',
      'listopada',
      'studenoga',
      'prosinca',
    ],
    alone: [
      'siječanj',
      'veljača',
      'ožujak',
      'travanj',
      'svibanj',
      'lipanj',
      'srpanj',
      'kolovoz',
      'rujan',
      'listopad',
      'studeni',
      'prosinac',
    ],
  },
  en: { inDate: ENGLISH_MONTHS, alone: ENGLISH_MONTHS },
}

interface WallClock {
  year: number
  month: number
  day: number
  time: string
}

const HOUR = 3_600_000

/** 01:00 UTC on the last Sunday of a month: when the EU's summer time starts (March) and ends (October). */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0))
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1)
}

/**
 * Zagreb's wall clock: UTC+1, UTC+2 in summer time under the EU rule, which Croatia has followed
 * since 1996. Earlier dates (null) are left to Intl and its time zone history.
 */
function zagrebClock(date: Date): WallClock | null {
  const utcYear = date.getUTCFullYear()
  if (utcYear < 1996 || utcYear > 9999) return null
  const time = date.getTime()
  const summer = time >= lastSundayOneUtc(utcYear, 2) && time < lastSundayOneUtc(utcYear, 9)
  const local = new Date(time + (summer ? 2 : 1) * HOUR)
  const twoDigits = (value: number) => String(value).padStart(2, '0')
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    time: `${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}`,
  }
}

const WRITE: Record<Locale, Record<DateFormat, (clock: WallClock) => string>> = {
  hr: {
    date: (c) => `${c.day}. ${MONTHS.hr.inDate[c.month]} ${c.year}.`,
    dateTime: (c) => `${c.day}. ${MONTHS.hr.inDate[c.month]} ${c.year}. u ${c.time}`,
    time: (c) => c.time,
    day: (c) => `${c.day}.`,
    month: (c) => MONTHS.hr.alone[c.month] ?? '',
    year: (c) => `${c.year}.`,
  },
  en: {
    date: (c) => `${c.day} ${MONTHS.en.inDate[c.month]} ${c.year}`,
    dateTime: (c) => `${c.day} ${MONTHS.en.inDate[c.month]} ${c.year} at ${c.time}`,
    time: (c) => c.time,
    day: (c) => `${c.day}`,
    month: (c) => MONTHS.en.alone[c.month] ?? '',
    year: (c) => `${c.year}`,
  },
}

/** A date in one of the site's formats, in Zagreb's time. */
export function writeDate(date: Date, locale: Locale, kind: DateFormat): string {
  const clock = zagrebClock(date)
  return clock ? WRITE[locale][kind](clock) : intlFormat(locale, kind).format(date)
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
  return date ? writeDate(date, locale, 'date') : ''
}

/** Date and time, e.g. '12. ožujka 2026. u 18:00'. */
export function formatDateTime(value: string | null | undefined, locale: Locale): string {
  const date = parse(value)
  return date ? writeDate(date, locale, 'dateTime') : ''
}

/** The parts a post card shows: day, month name and year (SPEC §2). */
export function dateParts(
  value: string | null | undefined,
  locale: Locale,
): { day: string; month: string; year: string } | null {
  const date = parse(value)
  if (!date) return null
  const part = (kind: 'day' | 'month' | 'year') => writeDate(date, locale, kind)
  return { day: part('day').replace(/\.$/, ''), month: part('month'), year: part('year').replace(/\.$/, '') }
}

/** A start–end range; a range within one day shows the date once with both times. */
export function formatDateRange(
  start: string | null | undefined,
  end: string | null | undefined,
  locale: Locale,
): string {
  const from = parse(start)
  const to = parse(end)
  if (!from) return ''
  if (!to) return formatDateTime(start, locale)
  const sameDay = formatDate(start, locale) === formatDate(end, locale)
  if (sameDay) return `${formatDateTime(start, locale)} – ${writeDate(to, locale, 'time')}`
  return `${formatDateTime(start, locale)} – ${formatDateTime(end, locale)}`
}

/** ISO 8601 string (for `<time dateTime>` and JSON-LD), or undefined. */
export function isoDate(value: string | null | undefined): string | undefined {
  return parse(value)?.toISOString()
}
