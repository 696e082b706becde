import { describe, expect, it } from 'vitest'
import { isValidOib, oibInput } from './oib'

describe('OIB check digit (ISO 7064 MOD 11,10)', () => {
  it('accepts numbers whose check digit is right', () => {
    // Published examples and the seeded seller's number.
    for (const oib of ['69435151530', '94577403194', '12345678903', '00000000001'])
      expect(isValidOib(oib), oib).toBe(true)
  })

  it('refuses a wrong check digit, a swapped or mistyped digit, and anything but 11 digits', () => {
    for (const oib of [
      '12345678901',
      '69435151531',
      '96435151530',
      '69435151630',
      '1234567890',
      '123456789033',
      '1234567890a',
      '',
      ' 69435151530',
    ])
      expect(isValidOib(oib), oib).toBe(false)
  })

  it('input keeps digits only, at most 11 (no e, + or - as a number field would take)', () => {
    expect(oibInput('694-351 515e30+9')).toBe('69435151530')
    expect(oibInput('1e5')).toBe('15')
  })
})
