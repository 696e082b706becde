import { describe, expect, it } from 'vitest'
import { CODE128_PATTERNS, code128Values, encodeCode128 } from './code128'

/** Reads a module pattern back into symbol values with the pattern table (11 modules a symbol, 13 for stop). */
function decode(modules: string): number[] {
  const byModules = new Map(
    CODE128_PATTERNS.map((widths, value) => [
      [...widths].map((w, i) => (i % 2 === 0 ? '1' : '0').repeat(Number(w))).join(''),
      value,
    ]),
  )
  const values: number[] = []
  for (let i = 0; i < modules.length;) {
    const size = modules.length - i === 13 ? 13 : 11
    const value = byModules.get(modules.slice(i, i + size))
    if (value === undefined) throw new Error(`no symbol at module ${i}`)
    values.push(value)
    i += size
  }
  return values
}

describe('Code 128', () => {
  it('has 107 distinct patterns of 11 modules (the stop pattern 13)', () => {
    expect(CODE128_PATTERNS).toHaveLength(107)
    expect(new Set(CODE128_PATTERNS).size).toBe(107)
    CODE128_PATTERNS.forEach((widths, value) => {
      const sum = [...widths].reduce((total, w) => total + Number(w), 0)
      expect(sum, `pattern ${value}`).toBe(value === 106 ? 13 : 11)
    })
  })

  it('encodes reference symbols module for module (fixtures of the JsBarcode test suite)', () => {
    expect(encodeCode128('a@B=1')).toBe(
      '110100100001001011000011000110110100010110001110011001010011100110110111001001100011101011',
    )
    expect(encodeCode128('123456')).toBe('11010011100101100111001000101100011100010110100011011101100011101011')
    expect(encodeCode128('12')).toBe('110100100001001110011011001110010111010110001100011101011')
  })

  it('packs an odd run of digits in code set C and switches to B for the last digit', () => {
    const values = code128Values('3850000000017')
    // Start C, 38 50 00 00 00 01, Code B, '7', checksum, stop.
    expect(values?.slice(0, 9)).toEqual([105, 38, 50, 0, 0, 0, 1, 100, 23])
    const checksum = [38, 50, 0, 0, 0, 1, 100, 23].reduce((sum, v, i) => sum + v * (i + 1), 105) % 103
    expect(values?.[9]).toBe(checksum)
    expect(decode(encodeCode128('3850000000017') ?? '')).toEqual(values)
  })

  it('refuses empty values and characters outside printable ASCII', () => {
    expect(encodeCode128('')).toBeNull()
    expect(encodeCode128('čarapa')).toBeNull()
    expect(encodeCode128('tab\there')).toBeNull()
  })
})
