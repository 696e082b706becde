import { describe, expect, it } from 'vitest'
import { zagrebDate, zagrebDaysUntil, zagrebMidnight } from './zagreb-days'

/** Zagreb days: midnight in winter (UTC+1) and summer (UTC+2), and the 23- and 25-hour days the clocks change on. */
describe('zagreb days', () => {
  it('reads the Zagreb date of a moment', () => {
    expect(zagrebDate(new Date('2026-01-10T23:30:00Z'))).toBe('2026-01-11')
    expect(zagrebDate(new Date('2026-07-10T21:59:00Z'))).toBe('2026-07-10')
    expect(zagrebDate(new Date('2026-07-10T22:00:00Z'))).toBe('2026-07-11')
  })

  it('finds the midnight in winter and summer', () => {
    expect(zagrebMidnight('2026-01-11').toISOString()).toBe('2026-01-10T23:00:00.000Z')
    expect(zagrebMidnight('2026-07-11').toISOString()).toBe('2026-07-10T22:00:00.000Z')
  })

  it('counts the days the clocks change as 23 and 25 hours', () => {
    const spring = zagrebDaysUntil(new Date('2026-03-29T12:00:00Z'), 1)[0]
    expect(spring).toEqual({ date: '2026-03-29', from: '2026-03-28T23:00:00.000Z', to: '2026-03-29T22:00:00.000Z' })
    const autumn = zagrebDaysUntil(new Date('2026-10-25T12:00:00Z'), 1)[0]
    expect(autumn).toEqual({ date: '2026-10-25', from: '2026-10-24T22:00:00.000Z', to: '2026-10-25T23:00:00.000Z' })
  })

  it('lists consecutive days ending today, oldest first', () => {
    const days = zagrebDaysUntil(new Date('2026-11-27T23:30:00Z'), 60)
    expect(days).toHaveLength(60)
    expect(days.at(-1)?.date).toBe('2026-11-28')
    expect(days[0]?.date).toBe('2026-09-30')
    for (let i = 1; i < days.length; i++) expect(days[i]?.from).toBe(days[i - 1]?.to)
  })
})
