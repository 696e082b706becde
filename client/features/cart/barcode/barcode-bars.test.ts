import { describe, expect, it } from 'vitest'
import { barcodeLayout } from './barcode-bars'

describe('barcodeLayout', () => {
  it('uses EAN-13 for a valid EAN-13 with longer guard bars and its quiet zones', () => {
    const layout = barcodeLayout('5901234123457')
    expect(layout?.symbology).toBe('ean13')
    expect(layout?.width).toBe(11 + 95 + 7)
    expect(layout?.bars[0]).toEqual({ x: 11, width: 1, guard: true })
    expect(layout?.bars.filter((bar) => bar.guard)).toHaveLength(6)
  })

  it('falls back to Code 128 for other values (e.g. a wrong EAN check digit)', () => {
    const layout = barcodeLayout('3850000000017')
    expect(layout?.symbology).toBe('code128')
    // start + 6 pairs + code B + digit + checksum = 10 symbols of 11 modules, stop 13, quiet 10 + 10.
    expect(layout?.width).toBe(10 * 11 + 13 + 20)
    expect(layout?.bars.every((bar) => !bar.guard && bar.width >= 1 && bar.width <= 4)).toBe(true)
    const covered = layout?.bars.reduce((sum, bar) => sum + bar.width, 0)
    // Every symbol has three bars; the stop pattern four.
    expect(layout?.bars).toHaveLength(10 * 3 + 4)
    expect(covered).toBeGreaterThan(0)
  })

  it('answers null for what it cannot draw', () => {
    expect(barcodeLayout('')).toBeNull()
    expect(barcodeLayout('ključ')).toBeNull()
  })
})
