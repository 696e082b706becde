/**
 * File type detection from magic bytes (never from the file name or the client's content type).
 * SVG is text: it is recognised by its root element (and rewritten by svg-sanitize.ts on upload).
 */
export type MediaKind = 'image' | 'pdf' | 'video'

export interface SniffedType {
  mime: string
  extension: string
  kind: MediaKind
}

const ascii = (bytes: Uint8Array, start: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(start, start + length))

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0): boolean =>
  signature.every((b, i) => bytes[offset + i] === b)

function sniffIsoMedia(bytes: Uint8Array): SniffedType | null {
  if (bytes.length < 12 || ascii(bytes, 4, 4) !== 'ftyp') return null
  const brand = ascii(bytes, 8, 4)
  if (brand === 'avif' || brand === 'avis') return { mime: 'image/avif', extension: 'avif', kind: 'image' }
  if (brand === 'qt  ') return { mime: 'video/quicktime', extension: 'mov', kind: 'video' }
  if (/^(isom|iso[2-9]|mp41|mp42|avc1|dash|M4V |mmp4|f4v )$/.test(brand))
    return { mime: 'video/mp4', extension: 'mp4', kind: 'video' }
  return null
}

/** The text after an optional BOM, XML declaration, comments and doctype starts with `<svg`. */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8').decode(bytes.subarray(0, 4096))
  const rest = head
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[\s\S]*?\?>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .replace(/^\s*<!DOCTYPE\s+svg[^>]*>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
  return /^\s*<svg[\s>]/i.test(rest)
}

export function sniffType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', extension: 'png', kind: 'image' }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg', kind: 'image' }
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')
    return { mime: 'image/gif', extension: 'gif', kind: 'image' }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP')
    return { mime: 'image/webp', extension: 'webp', kind: 'image' }
  if (ascii(bytes, 0, 5) === '%PDF-') return { mime: 'application/pdf', extension: 'pdf', kind: 'pdf' }
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return { mime: 'video/webm', extension: 'webm', kind: 'video' }
  const iso = sniffIsoMedia(bytes)
  if (iso) return iso
  if (looksLikeSvg(bytes)) return { mime: 'image/svg+xml', extension: 'svg', kind: 'image' }
  return null
}
