import { svgSize } from './dimensions'

/**
 * The sized variant of an SVG: the same document with the root's width/height set to the size's
 * box (and a viewBox added from the intrinsic size when missing), so it scales inside the box
 * keeping its aspect ratio (preserveAspectRatio defaults to xMidYMid meet).
 */
export function svgVariant(text: string, box: { width: number; height: number }): string {
  const match = /<svg\b[^>]*>/i.exec(text)
  if (!match) return text
  const intrinsic = svgSize(text)
  let tag = match[0].replace(/\s(width|height)\s*=\s*("[^"]*"|'[^']*')/gi, '')
  if (!/\sviewBox\s*=/i.test(tag) && intrinsic) tag = tag.replace(/^<svg\b/i, `<svg viewBox="0 0 ${intrinsic.width} ${intrinsic.height}"`)
  tag = tag.replace(/^<svg\b/i, `<svg width="${box.width}" height="${box.height}"`)
  return text.slice(0, match.index) + tag + text.slice(match.index + match[0].length)
}
