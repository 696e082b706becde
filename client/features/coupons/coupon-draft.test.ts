import { describe, expect, it } from 'vitest'
import { emptyDraft, inputOf } from './coupon-draft'

describe('the coupon form as the API takes it', () => {
  it('turns euros into integer cents and days into whole days in Zagreb (summer time on 1 October, winter time on 31 October)', () => {
    const result = inputOf(
      {
        ...emptyDraft(),
        code: ' JESEN ',
        type: 'fixed',
        amount: '12,50',
        minimum: '40',
        validFrom: '2026-10-01',
        validTo: '2026-10-31',
        usageLimit: '1',
      },
      'hr',
    )
    expect(result.input).toMatchObject({
      code: 'JESEN',
      amountCents: 1250,
      percent: null,
      minItemsTotalCents: 4000,
      validFrom: '2026-09-30T22:00:00.000Z',
      validTo: '2026-10-31T22:59:59.999Z',
      usageLimit: 1,
      perCustomerLimit: null,
    })
  })

  it('names each field it cannot read', () => {
    const result = inputOf(
      { ...emptyDraft(), percent: '120', minimum: 'abc', usageLimit: '0', perCustomerLimit: '1.5' },
      'en',
    )
    expect(result.problems).toEqual({
      percent: 'invalidPercent',
      minItemsTotalCents: 'invalidAmount',
      usageLimit: 'invalidCount',
      perCustomerLimit: 'invalidCount',
    })
  })
})

describe('valid days on the days the clocks change', () => {
  it('the day of the spring change starts at its Zagreb midnight, still in winter time', () => {
    const { input } = inputOf(
      { ...emptyDraft(), code: 'X', percent: '10', validFrom: '2026-03-29', validTo: '2026-12-31' },
      'en',
    )
    expect(input).toMatchObject({ validFrom: '2026-03-28T23:00:00.000Z', validTo: '2026-12-31T22:59:59.999Z' })
  })
})
