import { describe, expect, it } from 'vitest'
import { CHART_BOX, linePoints, niceCeiling, yOf } from './chart-geometry'

describe('dashboard chart geometry', () => {
  it('rounds the axis top up to 1, 2 or 5 times a power of ten', () => {
    expect(niceCeiling(0)).toBe(1)
    expect(niceCeiling(0.3)).toBe(0.5)
    expect(niceCeiling(7)).toBe(10)
    expect(niceCeiling(140)).toBe(200)
    expect(niceCeiling(200)).toBe(200)
    expect(niceCeiling(4100)).toBe(5000)
  })

  it('spreads the values over the plot, zero at the bottom and the top value at the top', () => {
    const box = { width: 110, height: 60, left: 10, right: 0, top: 10, bottom: 0 }
    expect(linePoints([0, 50, 100], 100, box)).toBe('10.0,60.0 60.0,35.0 110.0,10.0')
    // A refund larger than the day's sales is drawn at zero, never below the axis.
    expect(linePoints([-20], 100, box)).toBe('10.0,60.0')
    expect(yOf(0, 10)).toBe(CHART_BOX.height - CHART_BOX.bottom)
    expect(yOf(10, 10)).toBe(CHART_BOX.top)
  })
})
