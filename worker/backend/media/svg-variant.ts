import { svgSize } from './dimensions'

/**
 * The sized variant of an SVG, sized like the raster variants (raster-variant.ts): the thumbnail
 * fills its square, cropped at the centre (preserveAspectRatio slice); every other size is the
 * largest that fits inside its box with the drawing's own proportions, so an <img> sized by its
 * width takes the same height before and after the file arrives (no layout shift). A viewBox is
 * added from the intrinsic size when missing, so the drawing scales. `contain` gives exactly the box with the
 * whole drawing centred in it (the social image, social-variant.ts).
 */
export function svgVariant(
  text: string,
  box: { width: number; height: number },
  fit: 'inside' | 'cover' | 'contain' = 'inside',
): string {
  const match = /<svg\b[^>]*>/i.exec(text)
  if (!match) return text
  const intrinsic = svgSize(text)
  let tag = match[0].replace(/\s(width|height)\s*=\s*("[^"]*"|'[^']*')/gi, '')
  if (!/\sviewBox\s*=/i.test(tag) && intrinsic)
    tag = tag.replace(/^<svg\b/i, `<svg viewBox="0 0 ${intrinsic.width} ${intrinsic.height}"`)
  if (fit !== 'inside')
    tag = tag
      .replace(/\spreserveAspectRatio\s*=\s*("[^"]*"|'[^']*')/i, '')
      .replace(/^<svg\b/i, `<svg preserveAspectRatio="xMidYMid ${fit === 'cover' ? 'slice' : 'meet'}"`)
  const size = fit !== 'inside' || !intrinsic ? box : fitInside(intrinsic, box)
  tag = tag.replace(/^<svg\b/i, `<svg width="${size.width}" height="${size.height}"`)
  return text.slice(0, match.index) + tag + text.slice(match.index + match[0].length)
}

function fitInside(
  intrinsic: { width: number; height: number },
  box: { width: number; height: number },
): { width: number; height: number } {
  const scale = Math.min(box.width / intrinsic.width, box.height / intrinsic.height)
  return {
    width: Math.max(1, Math.round(intrinsic.width * scale)),
    height: Math.max(1, Math.round(intrinsic.height * scale)),
  }
}
