import { describe, expect, it } from 'vitest'
import { isoToLocal, localToIso } from './local-time'

/** The time inputs of a sale period: the browser's local time to the API's UTC and back. */
describe('sale period times', () => {
  it('a typed local time is its UTC instant, and shows again as typed (to the minute)', () => {
    const iso = localToIso('2026-12-01T08:30')
    expect(iso).toBe(new Date('2026-12-01T08:30').toISOString())
    expect(isoToLocal(new Date(iso ?? ''))).toBe('2026-12-01T08:30')
  })

  it('an empty or malformed value is no time', () => {
    for (const value of ['', '2026-12-01', 'tomorrow', '2026-13-45T99:99']) expect(localToIso(value)).toBeNull()
  })
})
