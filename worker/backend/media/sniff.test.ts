import { describe, expect, it } from 'vitest'
import { imageSize } from './dimensions'
import { sniffType } from './sniff'
import { svgVariant } from './svg-variant'

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p)))

describe('sniffType', () => {
  it('recognises formats by magic bytes', () => {
    expect(sniffType(bytes('GIF89a', [3, 0, 2, 0]))?.mime).toBe('image/gif')
    expect(sniffType(bytes([0xff, 0xd8, 0xff, 0xe0]))?.extension).toBe('jpg')
    expect(sniffType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8X'))?.mime).toBe('image/webp')
    expect(sniffType(bytes([0, 0, 0, 0x20], 'ftypavif'))?.mime).toBe('image/avif')
    expect(sniffType(bytes([0, 0, 0, 0x20], 'ftypisom'))).toEqual({
      mime: 'video/mp4',
      extension: 'mp4',
      kind: 'video',
    })
    expect(sniffType(bytes([0x1a, 0x45, 0xdf, 0xa3]))?.mime).toBe('video/webm')
    expect(sniffType(bytes('%PDF-1.7'))?.kind).toBe('pdf')
    expect(sniffType(bytes('\uFEFF<!-- logo --><svg xmlns="http://www.w3.org/2000/svg"/>'))?.mime).toBe('image/svg+xml')
    expect(sniffType(bytes('<html><svg></svg></html>'))).toBeNull()
    expect(sniffType(bytes('MZ executable'))).toBeNull()
  })
})

describe('imageSize', () => {
  it('reads GIF, JPEG, WebP and SVG sizes', () => {
    expect(imageSize(bytes('GIF89a', [3, 0, 2, 0]), 'image/gif')).toEqual({ width: 3, height: 2 })
    const jpeg = bytes([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x02, 0x58, 0x03,
    ])
    expect(imageSize(jpeg, 'image/jpeg')).toEqual({ width: 600, height: 300 })
    const webp = bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8X', [10, 0, 0, 0, 0, 0, 0, 0, 0x3f, 0x01, 0x00, 0xc7, 0x00, 0x00])
    expect(imageSize(webp, 'image/webp')).toEqual({ width: 320, height: 200 })
    expect(imageSize(bytes('<svg viewBox="0 0 120 40"></svg>'), 'image/svg+xml')).toEqual({ width: 120, height: 40 })
    expect(imageSize(bytes('<svg width="100%"></svg>'), 'image/svg+xml')).toBeNull()
  })
})

describe('svgVariant', () => {
  it('sets the box size, keeps the viewBox and leaves other width attributes alone', () => {
    const out = svgVariant('<svg viewBox="0 0 10 10" width="10" height="10"><path stroke-width="2"/></svg>', {
      width: 50,
      height: 50,
    })
    expect(out).toBe('<svg width="50" height="50" viewBox="0 0 10 10"><path stroke-width="2"/></svg>')
  })

  it('keeps the drawing’s proportions inside the box (a 16:9 drawing in the 768 square is 768 × 432), so its <img> never changes height', () => {
    const wide = '<svg width="1600" height="900" viewBox="0 0 1600 900"><rect/></svg>'
    expect(svgVariant(wide, { width: 768, height: 768 })).toBe(
      '<svg width="768" height="432" viewBox="0 0 1600 900"><rect/></svg>',
    )
    expect(svgVariant(wide, { width: 768, height: 1024 })).toMatch(/^<svg width="768" height="432"/)
    // Without width/height, the viewBox gives the proportions.
    expect(svgVariant('<svg viewBox="0 0 900 1600"><rect/></svg>', { width: 1920, height: 1080 })).toMatch(
      /^<svg width="608" height="1080"/,
    )
  })

  it('the thumbnail fills its square, cropped at the centre, like the raster thumbnail', () => {
    const out = svgVariant(
      '<svg viewBox="0 0 1600 900" preserveAspectRatio="xMinYMin meet"><rect/></svg>',
      { width: 50, height: 50 },
      'cover',
    )
    expect(out).toBe(
      '<svg width="50" height="50" preserveAspectRatio="xMidYMid slice" viewBox="0 0 1600 900"><rect/></svg>',
    )
  })
})
