import { escapeXml } from '../../../lib/xml'
import { seededRandom as random } from '../random'

/**
 * Programmatic SVG artwork for the seeded catalogue (800×800): a gradient background from the
 * product's hue, a motif for its kind, deterministic decorations from the seed number and the
 * product name. No external images, so every file is self-contained, and no text: the page shows
 * the name beside the image in its own language (a caption drawn in both languages was an image of
 * text, WCAG 1.4.5), and laying out an image's text was most of the browser's work for it.
 */
export type Motif =
  'game' | 'headset' | 'gear' | 'shirt' | 'hoodie' | 'poster' | 'bundle' | 'music' | 'book' | 'gift' | 'category'

export interface ArtworkSpec {
  title: string
  hue: number
  motif: Motif
  seed: number
  /** Garment colour (hex) for shirt / hoodie motifs. */
  colour?: string
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)} ${s}% ${l}%)`

function motifShapes(spec: ArtworkSpec, rnd: () => number): string {
  const accent = hsl(spec.hue + 40, 85, 62)
  const light = hsl(spec.hue, 60, 88)
  const garment = spec.colour ?? accent
  switch (spec.motif) {
    case 'game': {
      const hills = [0, 1, 2]
        .map((i) => {
          const y = 430 + i * 55
          const c1 = Math.round(rnd() * 120)
          const c2 = Math.round(rnd() * 120)
          return `<path d="M0 ${y} C 200 ${y - 60 - c1}, 500 ${y + c2 - 40}, 800 ${y - 30} L800 800 L0 800 Z" fill="${hsl(spec.hue + i * 12, 55, 30 - i * 7)}" opacity="0.9"/>`
        })
        .join('')
      return `<circle cx="${560 + Math.round(rnd() * 80)}" cy="230" r="90" fill="${accent}" opacity="0.85"/>${hills}`
    }
    case 'headset':
      return `<rect x="170" y="290" width="460" height="210" rx="90" fill="#15181f" stroke="${accent}" stroke-width="10"/>
<rect x="220" y="335" width="160" height="110" rx="50" fill="${hsl(spec.hue, 70, 45)}"/><rect x="420" y="335" width="160" height="110" rx="50" fill="${hsl(spec.hue, 70, 45)}"/>
<path d="M170 380 C 90 380, 90 250, 400 230 C 710 250, 710 380, 630 380" fill="none" stroke="${light}" stroke-width="14"/>`
    case 'gear':
      return `<rect x="240" y="260" width="320" height="280" rx="60" fill="#1b1f27" stroke="${accent}" stroke-width="10"/>
<circle cx="400" cy="400" r="80" fill="none" stroke="${light}" stroke-width="16"/><circle cx="400" cy="400" r="26" fill="${accent}"/>`
    case 'shirt':
      return `<path d="M280 220 L200 260 L140 360 L220 400 L250 360 L250 620 L550 620 L550 360 L580 400 L660 360 L600 260 L520 220 C 500 270, 300 270, 280 220 Z" fill="${garment}" stroke="${light}" stroke-width="6"/>
<circle cx="400" cy="430" r="60" fill="${accent}" opacity="0.9"/>`
    case 'hoodie':
      return `<path d="M300 200 C 300 140, 500 140, 500 200 L600 250 L670 450 L590 470 L560 380 L560 640 L240 640 L240 380 L210 470 L130 450 L200 250 Z" fill="${garment}" stroke="${light}" stroke-width="6"/>
<path d="M330 210 C 340 290, 460 290, 470 210" fill="none" stroke="${light}" stroke-width="6"/><rect x="310" y="500" width="180" height="70" rx="20" fill="none" stroke="${light}" stroke-width="5"/>`
    case 'poster': {
      const stars = Array.from(
        { length: 14 },
        () =>
          `<circle cx="${230 + Math.round(rnd() * 340)}" cy="${190 + Math.round(rnd() * 200)}" r="${2 + Math.round(rnd() * 4)}" fill="${light}"/>`,
      ).join('')
      return `<rect x="200" y="150" width="400" height="520" fill="${hsl(spec.hue, 45, 22)}" stroke="${light}" stroke-width="16"/>${stars}
<path d="M200 560 C 300 470, 420 600, 600 500 L600 670 L200 670 Z" fill="${accent}" opacity="0.8"/>`
    }
    case 'bundle':
      return `<rect x="170" y="380" width="240" height="220" rx="14" fill="${hsl(spec.hue, 50, 35)}" stroke="${light}" stroke-width="6"/>
<rect x="390" y="330" width="240" height="270" rx="14" fill="${hsl(spec.hue + 30, 55, 42)}" stroke="${light}" stroke-width="6"/>
<rect x="280" y="220" width="240" height="170" rx="14" fill="${accent}" stroke="${light}" stroke-width="6"/>`
    case 'music':
      return `<circle cx="400" cy="400" r="200" fill="#101217" stroke="${accent}" stroke-width="8"/><circle cx="400" cy="400" r="60" fill="${accent}"/>
<circle cx="400" cy="400" r="140" fill="none" stroke="${light}" stroke-width="2" opacity="0.5"/><circle cx="400" cy="400" r="110" fill="none" stroke="${light}" stroke-width="2" opacity="0.5"/>`
    case 'book':
      return `<path d="M400 260 C 320 220, 220 220, 170 240 L170 590 C 220 570, 320 570, 400 610 C 480 570, 580 570, 630 590 L630 240 C 580 220, 480 220, 400 260 Z" fill="${light}" stroke="${accent}" stroke-width="8"/>
<line x1="400" y1="260" x2="400" y2="610" stroke="${accent}" stroke-width="6"/>`
    case 'gift':
      return `<rect x="230" y="330" width="340" height="270" rx="12" fill="${accent}"/><rect x="210" y="280" width="380" height="80" rx="12" fill="${hsl(spec.hue + 40, 85, 50)}"/>
<rect x="380" y="280" width="40" height="320" fill="${light}"/><path d="M400 280 C 330 200, 280 260, 400 280 C 520 260, 470 200, 400 280 Z" fill="${light}"/>`
    case 'category': {
      const dots = Array.from(
        { length: 9 },
        (_, i) =>
          `<rect x="${220 + (i % 3) * 130}" y="${220 + Math.floor(i / 3) * 130}" width="100" height="100" rx="18" fill="${hsl(spec.hue + i * 8, 60, 40 + Math.round(rnd() * 25))}"/>`,
      ).join('')
      return dots
    }
  }
}

/** The SVG document for one product or category image. */
export function artwork(spec: ArtworkSpec): string {
  const rnd = random(spec.seed * 7919 + spec.title.length)
  const sparkles = Array.from({ length: 18 }, () => {
    const x = Math.round(rnd() * 800)
    const y = Math.round(rnd() * 420)
    return `<circle cx="${x}" cy="${y}" r="${1 + Math.round(rnd() * 3)}" fill="#ffffff" opacity="${(0.2 + rnd() * 0.5).toFixed(2)}"/>`
  }).join('')
  const angle = Math.round(rnd() * 360)
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" role="img" aria-label="${escapeXml(spec.title)}">
<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${hsl(spec.hue, 70, 18)}"/><stop offset="1" stop-color="${hsl(spec.hue + 50, 65, 42)}"/></linearGradient></defs>
<rect width="800" height="800" fill="url(#bg)"/>${sparkles}
${motifShapes(spec, rnd)}
</svg>`
}
