import { describe, expect, it } from 'vitest'
import {
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  PDF417Reader,
  RGBLuminanceSource,
  ZXingStringEncoding,
} from '@zxing/library'
import { hub3BarcodePng, hub3BarcodeSvg } from './hub3-barcode'
import { rasteriseSvg, type Bitmap } from './svg-raster'
import { hub3Payload } from '../backend/commerce/hub3'
import { fromIso88592, toIso88592 } from './iso-8859-2'

/**
 * The barcode a banking app scans is decoded here from the very SVG the success page shows (its
 * outlines filled into a bitmap) and from the PNG the confirmation e-mail carries, with ZXing's
 * PDF417 reader. The text must come back byte for byte, Croatian letters as ISO 8859-2.
 */

// ZXing 0.21 (the last release that supports Node 20) decodes ISO 8859-1 outside a browser with a
// decodeURIComponent fallback that throws on bytes above 0x7f; each such byte is the code point of
// the same number, so the text is read byte for byte here (other encodings: the platform's decoder).
ZXingStringEncoding.customDecoder = (bytes, encoding) =>
  encoding === 'ISO-8859-1' ? String.fromCharCode(...bytes) : new TextDecoder(encoding).decode(bytes)

/** ZXing's PDF417 reader on a bitmap (1 = dark), with pixels `zoom` times larger. */
function decodeBitmap(bitmap: Bitmap): string {
  const pixels = new Uint8ClampedArray(bitmap.width * bitmap.height)
  bitmap.dark.forEach((dark, index) => (pixels[index] = dark ? 0 : 255))
  const image = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, bitmap.width, bitmap.height)))
  return new PDF417Reader().decode(image, new Map([[DecodeHintType.PURE_BARCODE, true]])).getText()
}

const decode = (svg: string) => decodeBitmap(rasteriseSvg(svg, 2, 24))

/** Reads the 1-bit greyscale PNG hub3BarcodePng writes (IHDR, IDAT with filter 0, IEND), checking its CRCs. */
async function readPng(png: Uint8Array): Promise<Bitmap> {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  let offset = 8
  let width = 0
  let height = 0
  const idat: Uint8Array[] = []
  while (offset < png.length) {
    const length = view.getUint32(offset)
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8))
    const data = png.subarray(offset + 8, offset + 8 + length)
    if (type === 'IHDR') {
      width = view.getUint32(offset + 8)
      height = view.getUint32(offset + 12)
      expect([...data.subarray(8)]).toEqual([1, 0, 0, 0, 0])
    }
    if (type === 'IDAT') idat.push(data)
    offset += 12 + length
  }
  const raw = new Uint8Array(
    await new Response(new Blob(idat).stream().pipeThrough(new DecompressionStream('deflate'))).arrayBuffer(),
  )
  const rowBytes = Math.ceil(width / 8)
  const dark = new Uint8Array(width * height)
  for (let y = 0; y < height; y++) {
    expect(raw[y * (rowBytes + 1)]).toBe(0)
    for (let x = 0; x < width; x++)
      dark[y * width + x] = ((raw[y * (rowBytes + 1) + 1 + (x >> 3)] ?? 0) & (0x80 >> (x & 7))) === 0 ? 1 : 0
  }
  return { width, height, dark }
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

  it('the PNG for e-mails decodes to the same text', async () => {
    const payload = hub3Payload(PAYMENT)
    const { png, width, height } = await hub3BarcodePng(payload)
    const bitmap = await readPng(png)
    expect([bitmap.width, bitmap.height]).toEqual([width, height])
    // Two pixels a module: zoom it for the reader like the SVG above.
    const zoomed: Bitmap = { width: width * 2, height: height * 2, dark: new Uint8Array(width * height * 4) }
    for (let y = 0; y < zoomed.height; y++)
      for (let x = 0; x < zoomed.width; x++)
        zoomed.dark[y * zoomed.width + x] = bitmap.dark[(y >> 1) * width + (x >> 1)] ?? 0
    expect(fromIso88592(decodeBitmap(zoomed))).toBe(payload)
  })

  it('is a different symbol for a different amount (the test would catch a constant image)', () => {
    const other = decode(hub3BarcodeSvg(hub3Payload({ ...PAYMENT, amountCents: 99 })))
    expect(fromIso88592(other).split('\n')[2]).toBe('000000000000099')
  })
})

describe('toIso88592', () => {
  it('maps the Croatian letters to their Latin-2 bytes and drops accents the set lacks', () => {
    expect([...toIso88592('čćđšžČĆĐŠŽ')].map((c) => c.charCodeAt(0).toString(16))).toEqual([
      'e8',
      'e6',
      'f0',
      'b9',
      'be',
      'c8',
      'c6',
      'd0',
      'a9',
      'ae',
    ])
    expect(toIso88592('Añ€')).toBe('An?')
  })
})
