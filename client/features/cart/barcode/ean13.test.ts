import { describe, expect, it } from 'vitest'
import { ean13CheckDigit, encodeEan13, isValidEan13 } from './ean13'

describe('EAN-13', () => {
  it('computes the check digit', () => {
    expect(ean13CheckDigit('590123412345')).toBe(7)
    expect(ean13CheckDigit('400638133393')).toBe(1)
    expect(ean13CheckDigit('385000000001')).toBe(5)
  })

  it('accepts only 13 digits with the right check digit', () => {
    expect(isValidEan13('5901234123457')).toBe(true)
    expect(isValidEan13('4006381333931')).toBe(true)
    expect(isValidEan13('5901234123456')).toBe(false)
    expect(isValidEan13('3850000000017')).toBe(false)
    expect(isValidEan13('590123412345')).toBe(false)
    expect(isValidEan13('59012341234a7')).toBe(false)
  })

  it('encodes the reference symbol 5901234123457 module for module', () => {
    // Reference pattern of the symbology (also the fixture of the JsBarcode test suite).
    expect(encodeEan13('5901234123457')).toBe(
      '10100010110100111011001100100110111101001110101010110011011011001000010101110010011101000100101',
    )
  })

  it('draws 95 modules framed by the guards, and refuses invalid codes', () => {
    const modules = encodeEan13('4006381333931') ?? ''
    expect(modules).toHaveLength(95)
    expect(modules.slice(0, 3)).toBe('101')
    expect(modules.slice(45, 50)).toBe('01010')
    expect(modules.slice(92)).toBe('101')
    expect(encodeEan13('3850000000017')).toBeNull()
  })
})
