import { describe, expect, it } from 'vitest'
import { dateParts, formatDate, formatDateRange, isoDate } from './format-date'

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
