import { EAN13_GUARDS, encodeEan13, isValidEan13 } from './ean13'
import { encodeCode128 } from './code128'

type Symbology = 'ean13' | 'code128'

export interface Bar {
  /** Left edge in modules, quiet zone included. */
  x: number
  width: number
  /** Guard bars of EAN-13 reach below the digits' baseline. */
  guard: boolean
}

interface BarcodeLayout {
  symbology: Symbology
  /** Total width in modules, quiet zones included. */
  width: number
  bars: Bar[]
}

/** Quiet zones in modules (left, right) as the standards ask. */
const QUIET: Record<Symbology, readonly [number, number]> = { ean13: [11, 7], code128: [10, 10] }

/**
 * The bars of a scannable barcode for a membership card: EAN-13 when the value is 13 digits
 * with a valid check digit, else Code 128; null when neither can encode it.
 */
export function barcodeLayout(value: string): BarcodeLayout | null {
  const symbology: Symbology = isValidEan13(value) ? 'ean13' : 'code128'
  const modules = symbology === 'ean13' ? encodeEan13(value) : encodeCode128(value)
  if (!modules) return null
  const [left, right] = QUIET[symbology]
  const bars: Bar[] = []
  let start = -1
  for (let i = 0; i <= modules.length; i++) {
    const bar = modules[i] === '1'
    if (bar && start < 0) start = i
    if (!bar && start >= 0) {
      bars.push({ x: left + start, width: i - start, guard: symbology === 'ean13' && EAN13_GUARDS.has(start) })
      start = -1
    }
  }
  return { symbology, width: left + modules.length + right, bars }
}
