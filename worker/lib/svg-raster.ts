/**
 * A bitmap of an SVG made of straight-edged outlines (M/L/Z paths, as bwip-js draws barcodes):
 * pixel centres inside an outline (even-odd) are dark. Used for the PNG of the HUB-3 barcode in
 * e-mails (mail clients do not show SVG) and by the test that decodes it.
 */
export interface Bitmap {
  width: number
  height: number
  /** Row-major, 1 = dark. */
  dark: Uint8Array
}

export function rasteriseSvg(svg: string, zoom = 1, margin = 0): Bitmap {
  const viewBox = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(svg)
  if (!viewBox) throw new Error('the SVG has no viewBox')
  const [svgWidth, svgHeight] = [Number(viewBox[1]), Number(viewBox[2])]
  const edges: { x: number; top: number; bottom: number }[] = []
  for (const [, d] of svg.matchAll(/<path[^>]* d="([^"]+)"/g)) {
    for (const subpath of (d ?? '').split('Z').filter((part) => part.trim())) {
      const points = [...subpath.matchAll(/[ML]\s*(-?[\d.]+)[ ,](-?[\d.]+)/g)].map(
        (m) => [Number(m[1]), Number(m[2])] as const,
      )
      points.forEach(([x1, y1], index) => {
        const [x2, y2] = points[(index + 1) % points.length] ?? [x1, y1]
        if (x1 === x2 && y1 !== y2) edges.push({ x: x1, top: Math.min(y1, y2), bottom: Math.max(y1, y2) })
      })
    }
  }
  const width = Math.round(svgWidth * zoom) + 2 * margin
  const height = Math.round(svgHeight * zoom) + 2 * margin
  const dark = new Uint8Array(width * height)
  for (let row = 0; row < svgHeight * zoom; row++) {
    const y = (row + 0.5) / zoom
    const crossings = edges
      .filter((edge) => edge.top <= y && y < edge.bottom)
      .map((edge) => edge.x)
      .sort((a, b) => a - b)
    for (let i = 0; i + 1 < crossings.length; i += 2)
      for (
        let column = Math.round((crossings[i] ?? 0) * zoom);
        column < Math.round((crossings[i + 1] ?? 0) * zoom);
        column++
      )
        dark[(row + margin) * width + column + margin] = 1
  }
  return { width, height, dark }
}
