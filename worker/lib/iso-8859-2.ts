/**
 * ISO 8859-2 (Latin-2), the character set HUB-3A prescribes for the barcode's text: Croatian
 * banking apps read the symbol's bytes as Latin-2, so "č" must be the byte 0xE8. Workers' TextEncoder
 * knows only UTF-8, hence this table of the set's upper half (0xA0–0xFF; 0x00–0x7F is ASCII).
 */
const UPPER_HALF =
  '\u00a0Ą˘Ł¤ĽŚ§¨ŠŞŤŹ\u00adŽŻ°ą˛ł´ľśˇ¸šşťź˝žżŔÁÂĂÄĹĆÇČÉĘËĚÍÎĎĐŃŇÓÔŐÖ×ŘŮÚŰÜÝŢßŕáâăäĺćçčéęëěíîďđńňóôőö÷řůúűüýţ˙'

const BYTE_OF = new Map([...UPPER_HALF].map((char, index) => [char, 0xa0 + index]))

/**
 * The text as a "binary string" of ISO 8859-2 bytes (one character per byte, codes 0–255), the form
 * barcode encoders take. A character outside the set loses its accent (é stays, ő stays, but ñ → n)
 * or becomes "?".
 */
export function toIso88592(text: string): string {
  let bytes = ''
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f
    if (code < 0x80) bytes += char
    else if (BYTE_OF.has(char)) bytes += String.fromCharCode(BYTE_OF.get(char) ?? 0x3f)
    else {
      const plain = char.normalize('NFD').replace(/\p{M}/gu, '')
      bytes +=
        plain !== char && [...plain].every((c) => c.charCodeAt(0) < 0x80 || BYTE_OF.has(c)) ? toIso88592(plain) : '?'
    }
  }
  return bytes
}

/** The bytes back as text (for tests and for reading a decoded symbol). */
export function fromIso88592(bytes: string): string {
  return [...bytes]
    .map((char) => (char.charCodeAt(0) >= 0xa0 ? (UPPER_HALF[char.charCodeAt(0) - 0xa0] ?? '?') : char))
    .join('')
}
