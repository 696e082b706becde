import { describe, expect, it } from 'vitest'
import { BinaryBitmap, DecodeHintType, HybridBinarizer, PDF417Reader, RGBLuminanceSource } from '@zxing/library'
import { hub3BarcodeSvg } from './hub3-barcode'
import { hub3Payload } from '../backend/commerce/hub3'
import { fromIso88592, toIso88592 } from './iso-8859-2'

/**
 * The barcode a banking app scans is decoded here from the very SVG the success page shows: its
 * outline paths are filled into a bitmap (even-odd, pixel centres), and ZXing's PDF417 reader
 * reads it back. The text must come back byte for byte, Croatian letters as ISO 8859-2.
 */

/** The SVG's paths as a grey bitmap, `zoom` pixels per SVG unit, with a white quiet zone. */
function rasterise(svg: string, zoom = 2, margin = 24): { pixels: Uint8ClampedArray; width: number; height: number } {
  const viewBox = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(svg)
  if (!viewBox) throw new Error('no viewBox')
  const [svgWidth, svgHeight] = [Number(viewBox[1]), Number(viewBox[2])]
  // Vertical edges of every closed outline (the paths use only M, L and Z with straight lines).
  const edges: { x: number; top: number; bottom: number }[] = []
  for (const [, d] of svg.matchAll(/<path[^>]* d="([^"]+)"/g)) {
    for (const subpath of (d ?? '').split('Z').filter((part) => part.trim())) {
      const points = [...subpath.matchAll(/[ML]\s*(-?[\d.]+)[ ,](-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const)
      points.forEach(([x1, y1], index) => {
        const [x2, y2] = points[(index + 1) % points.length] ?? [x1, y1]
        if (x1 === x2 && y1 !== y2) edges.push({ x: x1, top: Math.min(y1, y2), bottom: Math.max(y1, y2) })
      })
    }
  }
  const width = svgWidth * zoom + 2 * margin
  const height = svgHeight * zoom + 2 * margin
  const pixels = new Uint8ClampedArray(width * height).fill(255)
  for (let row = 0; row < svgHeight * zoom; row++) {
    const y = (row + 0.5) / zoom
    const crossings = edges.filter((edge) => edge.top <= y && y < edge.bottom).map((edge) => edge.x).sort((a, b) => a - b)
    for (let i = 0; i + 1 < crossings.length; i += 2)
      for (let column = Math.round((crossings[i] ?? 0) * zoom); column < Math.round((crossings[i + 1] ?? 0) * zoom); column++)
        pixels[(row + margin) * width + column + margin] = 0
  }
  return { pixels, width, height }
}

function decode(svg: string): string {
  const { pixels, width, height } = rasterise(svg)
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, width, height)))
  return new PDF417Reader().decode(bitmap, new Map([[DecodeHintType.PURE_BARCODE, true]])).getText()
}

const PAYMENT = {
  amountCents: 12_345,
  payer: { name: 'Ivana Kovačević Šarić', street: 'Ulica Đure Žerjavića 7', city: '10000 Zagreb' },
  receiver: { name: 'Izlog d.o.o.', street: 'Ilica 42', city: '10000 Zagreb' },
  iban: 'HR12 1001 0051 8630 0016 0',
  model: 'HR00',
  reference: '2026000123',
  purposeCode: 'OTHR',
  description: 'Narudžba IZL-2026-000123',
}

describe('hub3BarcodeSvg', () => {
  it('decodes back to the HUB-3A text, Croatian letters as ISO 8859-2 bytes', () => {
    const payload = hub3Payload(PAYMENT)
    const decoded = decode(hub3BarcodeSvg(payload))
    expect(decoded).toBe(toIso88592(payload))
    expect(fromIso88592(decoded)).toBe(payload)
    const lines = fromIso88592(decoded).split('\n')
    expect(lines.slice(0, 4)).toEqual(['HRVHUB30', 'EUR', '000000000012345', 'Ivana Kovačević Šarić'])
    expect(lines[9]).toBe('HR1210010051863000160')
    expect(lines[10]).toBe('HR00')
    // č is the Latin-2 byte 0xE8 in the symbol, not UTF-8's two bytes.
    expect([...decoded].some((char) => char.charCodeAt(0) === 0xe8)).toBe(true)
  })

  it('is a different symbol for a different amount (the test would catch a constant image)', () => {
    const other = decode(hub3BarcodeSvg(hub3Payload({ ...PAYMENT, amountCents: 99 })))
    expect(fromIso88592(other).split('\n')[2]).toBe('000000000000099')
  })
})

describe('toIso88592', () => {
  it('maps the Croatian letters to their Latin-2 bytes and drops accents the set lacks', () => {
    expect([...toIso88592('čćđšžČĆĐŠŽ')].map((c) => c.charCodeAt(0).toString(16))).toEqual(['e8', 'e6', 'f0', 'b9', 'be', 'c8', 'c6', 'd0', 'a9', 'ae'])
    expect(toIso88592('Añ€')).toBe('An?')
  })
})
