import type { Bitmap } from './svg-raster'

/** A black-and-white PNG (1 bit per pixel) of a bitmap, compressed with the platform's deflate. */
export async function bitmapPng(bitmap: Bitmap): Promise<Uint8Array> {
  const rowBytes = Math.ceil(bitmap.width / 8)
  const raw = new Uint8Array((rowBytes + 1) * bitmap.height)
  for (let y = 0; y < bitmap.height; y++) {
    const start = y * (rowBytes + 1) // filter byte 0 (none), then the packed row; 1 bits are white
    for (let x = 0; x < bitmap.width; x++) {
      if (!bitmap.dark[y * bitmap.width + x]) raw[start + 1 + (x >> 3)]! |= 0x80 >> (x & 7)
    }
    for (let x = bitmap.width; x < rowBytes * 8; x++) raw[start + 1 + (x >> 3)]! |= 0x80 >> (x & 7)
  }
  const header = new Uint8Array(13)
  const view = new DataView(header.buffer)
  view.setUint32(0, bitmap.width)
  view.setUint32(4, bitmap.height)
  header.set([1, 0, 0, 0, 0], 8) // bit depth 1, greyscale, deflate, no filter set, no interlace
  const compressed = new Uint8Array(
    await new Response(new Blob([raw]).stream().pipeThrough(new CompressionStream('deflate'))).arrayBuffer(),
  )
  return concat([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', compressed),
    chunk('IEND', new Uint8Array(0)),
  ])
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length)
  const view = new DataView(out.buffer)
  view.setUint32(0, data.length)
  out.set(
    [...type].map((c) => c.charCodeAt(0)),
    4,
  )
  out.set(data, 8)
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)))
  return out
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}
