import { drawingSVG, pdf417 } from 'bwip-js/generic'
import { toIso88592 } from './iso-8859-2'
import { bitmapPng } from './png'
import { rasteriseSvg } from './svg-raster'

/**
 * A HUB-3A payment barcode as SVG, drawn on the server (the browser gets markup, no JavaScript).
 * HUB-3A prescribes PDF417 with error correction level 4 and its text in ISO 8859-2; 9 data
 * columns keep the symbol about 4:1 wide, as Croatian payment slips print it. bwip-js (Barcode
 * Writer in Pure PostScript) does the encoding; `binarytext` hands it our Latin-2 bytes as they
 * are (it would otherwise encode the text as UTF-8).
 */
export function hub3BarcodeSvg(payload: string): string {
  // columns, eclevel and binarytext are BWIPP options the package's typings do not list.
  const options = {
    bcid: 'pdf417',
    text: toIso88592(payload),
    binarytext: true,
    scale: 2,
    columns: 9,
    eclevel: 4,
  } as RenderOptions
  return pdf417(options, drawingSVG() as DrawingContext<string>)
}

/** The same barcode as a PNG with a white quiet zone, for e-mails (mail clients do not show SVG). */
export async function hub3BarcodePng(payload: string): Promise<{ png: Uint8Array; width: number; height: number }> {
  const bitmap = rasteriseSvg(hub3BarcodeSvg(payload), 1, 8)
  return { png: await bitmapPng(bitmap), width: bitmap.width, height: bitmap.height }
}

type RenderOptions = Parameters<typeof pdf417>[0]
type DrawingContext<T> = Parameters<typeof pdf417<T>>[1]
