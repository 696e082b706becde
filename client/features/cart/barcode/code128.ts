/**
 * Code 128 (ISO/IEC 15417) with code sets B (printable ASCII) and C (digit pairs): an all-digit
 * value of 4+ digits starts in C (a trailing odd digit switches to B), anything else is B.
 * Output: the module pattern, '1' = bar, ending with the stop pattern and its final bar.
 */

/** Bar/space widths of symbol values 0..105; 106 is the stop pattern (with the termination bar). */
// prettier-ignore
export const CODE128_PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
]

const START_B = 104
const START_C = 105
/** In code set C, value 100 switches to code set B. */
const SWITCH_TO_B = 100
const STOP = 106

/** The symbol values (start, data, checksum, stop) for a value, or null when it has characters outside printable ASCII. */
export function code128Values(text: string): number[] | null {
  if (text.length === 0) return null
  const data: number[] = []
  let start: number
  if (/^\d{4,}$/.test(text)) {
    start = START_C
    const pairs = Math.floor(text.length / 2)
    for (let i = 0; i < pairs; i++) data.push(Number(text.slice(i * 2, i * 2 + 2)))
    if (text.length % 2 === 1) data.push(SWITCH_TO_B, text.charCodeAt(text.length - 1) - 32)
  } else {
    start = START_B
    for (const char of text) {
      const code = char.charCodeAt(0)
      if (char.length !== 1 || code < 32 || code > 126) return null
      data.push(code - 32)
    }
  }
  const checksum = data.reduce((sum, value, index) => sum + value * (index + 1), start) % 103
  return [start, ...data, checksum, STOP]
}

/** Widths ('212222') → modules ('11011001100'), bar first. */
function widthsToModules(widths: string): string {
  let modules = ''
  for (let i = 0; i < widths.length; i++) modules += (i % 2 === 0 ? '1' : '0').repeat(Number(widths[i]))
  return modules
}

/** The module pattern of a value, or null when it cannot be encoded. */
export function encodeCode128(text: string): string | null {
  const values = code128Values(text)
  if (!values) return null
  return values.map((value) => widthsToModules(CODE128_PATTERNS[value] ?? '')).join('')
}
