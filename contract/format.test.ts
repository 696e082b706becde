import { describe, expect, it } from 'vitest'
import { INTL_LOCALE, formatMoney, formatNumber } from './format'
import type { Locale } from './locales'

const intl = (amount: number, locale: Locale, currency = 'EUR') =>
  new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount)

const EDGES = [
  0,
  -0,
  0.004,
  0.005,
  0.015,
  0.125,
  -0.004,
  1,
  9.99,
  19.99,
  -19.99,
  99.995,
  999.995,
  1000,
  1234.5,
  -1234.5,
  999999.999,
  1234567.891,
  1e14 + 0.25,
]

describe('formatMoney and formatNumber', () => {
  it('writes euros exactly as Intl does, in both languages (edges and 2,000 random amounts)', () => {
    let seed = 17
    const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647 - 0.5) * 10 ** Math.floor((seed % 9) + 1)
    const amounts = [
      ...EDGES,
      ...Array.from({ length: 2000 }, random),
      ...Array.from({ length: 200 }, (_, i) => Math.round(random() * 100) / 100 + i / 1000),
    ]
    for (const locale of ['hr', 'en'] as const)
      for (const amount of amounts)
        expect(formatMoney(amount, locale), `${locale} ${amount}`).toBe(intl(amount, locale))
  })

  it('writes numbers exactly as Intl does, in both languages', () => {
    let seed = 29
    const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647 - 0.5) * 10 ** Math.floor((seed % 9) + 1)
    const values = [...EDGES, 0.0005, 0.0004, 4.25, 12, 1234.5678, -0.0001, ...Array.from({ length: 2000 }, random)]
    for (const locale of ['hr', 'en'] as const)
      for (const value of values)
        expect(formatNumber(value, locale), `${locale} ${value}`).toBe(
          new Intl.NumberFormat(INTL_LOCALE[locale]).format(value),
        )
  })

  it('shows examples from SPEC §9 and leaves other currencies to Intl', () => {
    expect(formatMoney(19.99, 'hr')).toBe('19,99\u00a0€')
    expect(formatMoney(19.99, 'en')).toBe('€19.99')
    expect(formatMoney(1234.5, 'hr')).toBe('1.234,50\u00a0€')
    expect(formatMoney(12, 'en', 'USD')).toBe(intl(12, 'en', 'USD'))
  })
})
