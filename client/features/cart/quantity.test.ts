import { describe, expect, it } from 'vitest'
import { parseQuantity } from './quantity'

describe('parseQuantity (SPEC §5)', () => {
  it('accepts positive integers, as numbers or strings', () => {
    expect(parseQuantity(1)).toBe(1)
    expect(parseQuantity('3')).toBe(3)
    expect(parseQuantity(' 12 ')).toBe(12)
  })
  it('rejects empty (0), zero, negatives, fractions, text and absurd amounts', () => {
    for (const raw of ['', '0', 0, -1, '-2', 1.5, '2.5', 'abc', '1e3x', 10000]) expect(parseQuantity(raw)).toBeNull()
  })
})
