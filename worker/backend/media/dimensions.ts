/** Intrinsic size of PNG, GIF, JPEG, WebP and SVG images from their bytes (null when unknown). */
export interface Dimensions {
  width: number
  height: number
}

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0)
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8)
const u24le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8) | ((b[i + 2] ?? 0) << 16)
const u32be = (b: Uint8Array, i: number) =>
  (((b[i] ?? 0) << 24) >>> 0) + ((b[i + 1] ?? 0) << 16) + ((b[i + 2] ?? 0) << 8) + (b[i + 3] ?? 0)
const byte = (b: Uint8Array, i: number) => b[i] ?? 0

function jpegSize(b: Uint8Array): Dimensions | null {
  let i = 2
  while (i + 9 < b.length) {
    if (byte(b, i) !== 0xff) return null
    const marker = byte(b, i + 1)
    if (marker === 0xff) {
      i += 1
      continue
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2
      continue
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(b, i + 5), width: u16be(b, i + 7) }
    }
    i += 2 + u16be(b, i + 2)
  }
  return null
}

function webpSize(b: Uint8Array): Dimensions | null {
  const chunk = String.fromCharCode(...b.subarray(12, 16))
  if (chunk === 'VP8 ') return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff }
  if (chunk === 'VP8L') {
    return {
      width: 1 + (((byte(b, 22) & 0x3f) << 8) | byte(b, 21)),
      height: 1 + (((byte(b, 24) & 0x0f) << 10) | (byte(b, 23) << 2) | ((byte(b, 22) & 0xc0) >> 6)),
    }
  }
  if (chunk === 'VP8X') return { width: 1 + u24le(b, 24), height: 1 + u24le(b, 27) }
  return null
}

/** Root `<svg>` width/height in user units (px), else the viewBox size. */
export function svgSize(text: string): Dimensions | null {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0]
  if (!tag) return null
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1]
  const px = (value: string | undefined) =>
    value && /^\s*[\d.]+(px)?\s*$/.test(value) ? Number.parseFloat(value) : Number.NaN
  const width = px(attr('width'))
  const height = px(attr('height'))
  if (width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height) }
  const box = attr('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number)
  if (box && box.length === 4 && (box[2] ?? 0) > 0 && (box[3] ?? 0) > 0)
    return { width: Math.round(box[2] ?? 0), height: Math.round(box[3] ?? 0) }
  return null
}

export function imageSize(bytes: Uint8Array, mime: string): Dimensions | null {
  const size = (() => {
    switch (mime) {
      case 'image/png':
        return { width: u32be(bytes, 16), height: u32be(bytes, 20) }
      case 'image/gif':
        return { width: u16le(bytes, 6), height: u16le(bytes, 8) }
      case 'image/jpeg':
        return jpegSize(bytes)
      case 'image/webp':
        return webpSize(bytes)
      case 'image/svg+xml':
        return svgSize(new TextDecoder().decode(bytes))
      default:
        return null
    }
  })()
  return size && size.width > 0 && size.height > 0 ? size : null
}
