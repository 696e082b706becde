import { describe, expect, it } from 'vitest'
import { isValidIban, normaliseIban } from './iban'

describe('IBAN check (ISO 13616 mod 97)', () => {
  it('accepts real account numbers, typed with spaces and small letters', () => {
    for (const iban of [
      'HR1210010051863000160',
      'hr12 1001 0051 8630 0016 0',
      'DE89 3704 0044 0532 0130 00',
      'GB82WEST12345698765432',
    ])
      expect(isValidIban(normaliseIban(iban)), iban).toBe(true)
  })

  it('refuses a mistyped digit, a swapped pair, a short Croatian number and other shapes', () => {
    for (const iban of [
      'HR1210010051863000161',
      'HR1210010051863000106',
      'HR121001005186300016',
      'HR12100100518630001600',
      '1210010051863000160HR',
      '',
    ])
      expect(isValidIban(normaliseIban(iban)), iban).toBe(false)
  })
})
