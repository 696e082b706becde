/**
 * The dashboard's line charts as plain SVG geometry (issue 37): rendered on the server like any
 * markup, no chart library and no script of their own.
 */

export interface ChartBox {
  width: number
  height: number
  /** Room left of and below the plot for the axis labels. */
  left: number
  bottom: number
  top: number
  right: number
}

export const CHART_BOX: ChartBox = { width: 600, height: 220, left: 56, bottom: 24, top: 12, right: 12 }

/** A round top for the y axis at or above `max` (1, 2 or 5 times a power of ten), at least 1. */
export function niceCeiling(max: number): number {
  if (!(max > 0)) return 1
  const power = 10 ** Math.floor(Math.log10(max))
  const step = [1, 2, 5, 10].find((f) => f * power >= max) ?? 10
  return step * power
}

/** The polyline's `points` for `values` spread across the plot, 0 at the bottom and `top` at the top. */
export function linePoints(values: readonly number[], top: number, box: ChartBox = CHART_BOX): string {
  const plotWidth = box.width - box.left - box.right
  const plotHeight = box.height - box.top - box.bottom
  const stepX = values.length > 1 ? plotWidth / (values.length - 1) : 0
  return values
    .map((value, i) => {
      const x = box.left + i * stepX
      const y = box.top + plotHeight - (Math.max(0, value) / top) * plotHeight
      return `${x.toFixed(1)},${y.toFixed(1)}`
    })
    .join(' ')
}

/** The y of a value on the plot (for the axis lines and labels). */
export const yOf = (value: number, top: number, box: ChartBox = CHART_BOX): number =>
  box.top + (box.height - box.top - box.bottom) * (1 - value / top)
