import { describe, expect, it } from 'vitest'
import { LOCALES, type Locale } from './locales'
import { INTL_LOCALE, SITE_TIME_ZONE, cachedFormatter } from './format'
import {
  DATE_FORMATS,
  dateParts,
  formatDate,
  formatDateRange,
  isoDate,
  writeDate,
  type DateFormat,
} from './format-date'

describe('dates in Europe/Zagreb', () => {
  it('reads D1 timestamps as UTC and shows them in Zagreb time', () => {
    // 23:30 UTC on 31 Dec is already 1 January in Zagreb.
    expect(dateParts('2025-12-31 23:30:00', 'en')).toEqual({ day: '1', month: 'January', year: '2026' })
    expect(isoDate('2025-12-31 23:30:00')).toBe('2025-12-31T23:30:00.000Z')
  })
  it('formats per locale', () => {
    expect(formatDate('2026-03-12T10:00:00Z', 'en')).toBe('12 March 2026')
    expect(formatDate('2026-03-12T10:00:00Z', 'hr')).toMatch(/^12\. ožujka 2026\.?$/)
    expect(dateParts('2026-03-12T10:00:00Z', 'hr')?.month).toMatch(/ožuj/)
  })
  it('shows a same-day range with the date once', () => {
    expect(formatDateRange('2026-06-01T08:00:00Z', '2026-06-01T15:00:00Z', 'en')).toBe('1 June 2026 at 10:00 – 17:00')
    expect(formatDateRange('2026-06-01T08:00:00Z', '2026-06-03T15:00:00Z', 'en')).toContain('3 June 2026')
  })
  it('is empty for missing or invalid dates', () => {
    expect(formatDate(null, 'hr')).toBe('')
    expect(formatDate('not a date', 'en')).toBe('')
    expect(dateParts(undefined, 'en')).toBeNull()
  })
})

describe('dates written by hand, as Intl writes them', () => {
  const KINDS = Object.keys(DATE_FORMATS) as DateFormat[]
  const intl = (date: Date, locale: Locale, kind: DateFormat) =>
    cachedFormatter(
      `test date ${locale} ${kind}`,
      () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: SITE_TIME_ZONE, ...DATE_FORMATS[kind] }),
    ).format(date)
  const same = (dates: Date[]) => {
    const differences: string[] = []
    for (const date of dates)
      for (const locale of LOCALES)
        for (const kind of KINDS) {
          const [ours, theirs] = [writeDate(date, locale, kind), intl(date, locale, kind)]
          if (ours !== theirs) differences.push(`${date.toISOString()} ${locale} ${kind}: ${ours} ≠ ${theirs}`)
        }
    return differences
  }

  it('around the summer-time changes, midnight, the new year and a leap day', () => {
    const edges = [
      '2026-03-29T00:59:59Z',
      '2026-03-29T01:00:00Z',
      '2026-10-25T00:59:59Z',
      '2026-10-25T01:00:00Z',
      '1996-03-31T00:59:00Z',
      '1996-03-31T01:00:00Z',
      '1996-10-27T00:59:00Z',
      '1996-10-27T01:00:00Z',
      '2025-12-31T22:59:59Z',
      '2025-12-31T23:00:00Z',
      '2026-06-30T21:59:00Z',
      '2026-06-30T22:00:00Z',
      '2028-02-29T12:00:00Z',
      '2100-10-31T00:30:00Z',
      '1995-07-01T12:00:00Z',
      '1970-01-01T00:00:00Z',
    ].map((value) => new Date(value))
    expect(same(edges)).toEqual([])
  })

  it('on 2,000 random moments between 1990 and 2100', () => {
    let seed = 17
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
    const from = Date.UTC(1990, 0, 1)
    const to = Date.UTC(2100, 0, 1)
    const dates = Array.from({ length: 2000 }, () => new Date(Math.floor(from + random() * (to - from))))
    expect(same(dates)).toEqual([])
  })
})
