/**
 * A `datetime-local` input's value ("2026-11-27T15:30", the browser's own time zone) and the API's
 * ISO 8601 UTC time.
 */

/** The ISO time of a typed local time; null when it is empty or not a time. */
export function localToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/** A time as a `datetime-local` input shows it, to the minute. */
export function isoToLocal(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}
