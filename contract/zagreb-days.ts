import { SITE_TIME_ZONE } from './format'

/**
 * Days in the shop's time zone (Europe/Zagreb), for the dashboard's days and the coupons' valid-from/to days, as the invoices count years (invoices/invoice-document.ts
 * `zagrebYear`: Intl with SITE_TIME_ZONE). A day runs from its Zagreb midnight to the next, so in
 * UTC it is 23 or 25 hours long on the days the clocks change.
 */

export interface ZagrebDay {
  /** YYYY-MM-DD in Zagreb. */
  date: string
  /** The day's first instant and the next day's, as stored timestamps (ISO, UTC). */
  from: string
  to: string
}

const DAY_MS = 24 * 60 * 60 * 1000

const wallClock = new Intl.DateTimeFormat('en', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
})

/** The Zagreb wall clock of a moment, read as if it were UTC (so the difference is the offset). */
function wallClockMs(at: Date): number {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(wallClock.formatToParts(at).find((p) => p.type === type)?.value ?? 0)
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'))
}

/** The Zagreb date (YYYY-MM-DD) of a moment. */
export function zagrebDate(at: Date): string {
  return new Date(wallClockMs(at)).toISOString().slice(0, 10)
}

/** The UTC instant of a Zagreb date's midnight (the clocks change at 02:00/03:00, never at midnight). */
export function zagrebMidnight(date: string): Date {
  const guess = Date.parse(`${date}T00:00:00.000Z`)
  const offset = wallClockMs(new Date(guess)) - guess
  return new Date(guess - offset)
}

/** The date `days` after (or before) a YYYY-MM-DD date. */
export const shiftDate = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10)

/** The `count` Zagreb days ending with the day of `now`, oldest first. */
export function zagrebDaysUntil(now: Date, count: number): ZagrebDay[] {
  const today = zagrebDate(now)
  return Array.from({ length: count }, (_, i) => {
    const date = shiftDate(today, i - count + 1)
    return {
      date,
      from: zagrebMidnight(date).toISOString(),
      to: zagrebMidnight(shiftDate(date, 1)).toISOString(),
    }
  })
}
