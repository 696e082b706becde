import { escapeXml } from '../../../lib/xml'
import { seededRandom as random } from '../random'

/**
 * Generated SVG artwork for CMS content (blog covers, event posters, page heroes), 1600×900.
 * A gradient from the item's hue, layered shapes drawn from a deterministic seed and a motif for
 * the kind of content. Self-contained: no fonts, images or scripts.
 */
export type CmsMotif = 'vr' | 'game' | 'event' | 'studio' | 'project' | 'news' | 'document'

export interface CmsArtwork {
  title: string
  hue: number
  motif: CmsMotif
  seed: number
}

const hsl = (h: number, s: number, l: number, a = 1) => `hsl(${Math.round(((h % 360) + 360) % 360)} ${s}% ${l}% / ${a})`

function motif(art: CmsArtwork): string {
  const accent = hsl(art.hue + 35, 90, 64)
  const pale = hsl(art.hue, 70, 90, 0.9)
  switch (art.motif) {
    case 'vr':
      return `<g transform="translate(800 470)"><rect x="-330" y="-140" width="660" height="280" rx="120" fill="${hsl(art.hue, 30, 12)}" stroke="${accent}" stroke-width="14"/>
<circle cx="-150" cy="0" r="86" fill="${hsl(art.hue + 180, 80, 55, 0.85)}"/><circle cx="150" cy="0" r="86" fill="${hsl(art.hue + 180, 80, 55, 0.85)}"/>
<rect x="-40" y="60" width="80" height="70" rx="20" fill="${hsl(art.hue, 30, 8)}"/></g>`
    case 'game':
      return `<g transform="translate(800 470)"><path d="M-300 -90 Q-300 -150 -240 -150 L240 -150 Q300 -150 300 -90 L340 110 Q350 180 280 180 Q230 180 200 120 L-200 120 Q-230 180 -280 180 Q-350 180 -340 110 Z" fill="${hsl(art.hue, 30, 12)}" stroke="${accent}" stroke-width="12"/>
<rect x="-220" y="-40" width="120" height="36" rx="8" fill="${pale}"/><rect x="-178" y="-82" width="36" height="120" rx="8" fill="${pale}"/>
<circle cx="150" cy="-50" r="26" fill="${accent}"/><circle cx="210" cy="0" r="26" fill="${pale}"/><circle cx="90" cy="0" r="26" fill="${pale}"/><circle cx="150" cy="50" r="26" fill="${accent}"/></g>`
    case 'event':
      return `<g transform="translate(800 460)"><rect x="-260" y="-200" width="520" height="400" rx="28" fill="${hsl(art.hue, 30, 12)}" stroke="${accent}" stroke-width="12"/>
<rect x="-260" y="-200" width="520" height="96" rx="28" fill="${accent}"/>${Array.from({ length: 12 }, (_, i) => `<rect x="${-220 + (i % 4) * 115}" y="${-80 + Math.floor(i / 4) * 90}" width="80" height="60" rx="10" fill="${i === 6 ? accent : pale}"/>`).join('')}</g>`
    case 'studio':
      return `<g transform="translate(800 470)">${Array.from({ length: 5 }, (_, i) => `<rect x="${-360 + i * 150}" y="${-60 - (i % 3) * 60}" width="120" height="${200 + (i % 3) * 60}" rx="14" fill="${i % 2 ? accent : pale}" opacity="${0.55 + i * 0.08}"/>`).join('')}</g>`
    case 'project':
      return `<g transform="translate(800 470)" fill="none" stroke="${accent}" stroke-width="10"><path d="M-300 150 L-120 -40 L20 80 L180 -140 L320 20"/>${[-300, -120, 20, 180, 320].map((x, i) => `<circle cx="${x}" cy="${[150, -40, 80, -140, 20][i] ?? 0}" r="24" fill="${pale}"/>`).join('')}</g>`
    case 'document':
      return `<g transform="translate(800 460)"><path d="M-170 -220 H100 L190 -130 V220 H-170 Z" fill="${pale}" stroke="${accent}" stroke-width="10"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="-120" y="${-110 + i * 60}" width="${240 - (i % 2) * 70}" height="18" rx="9" fill="${hsl(art.hue, 30, 30)}"/>`).join('')}</g>`
    case 'news':
      return `<g transform="translate(800 470)"><circle r="210" fill="none" stroke="${accent}" stroke-width="14"/><circle r="130" fill="none" stroke="${pale}" stroke-width="10"/><circle r="46" fill="${accent}"/></g>`
  }
}

export function cmsArtworkSvg(art: CmsArtwork): string {
  const rnd = random(art.seed)
  const dots = Array.from({ length: 26 }, () => {
    const x = Math.round(rnd() * 1600)
    const y = Math.round(rnd() * 900)
    const r = Math.round(4 + rnd() * 26)
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${hsl(art.hue + rnd() * 80 - 40, 80, 70, 0.18 + rnd() * 0.2)}"/>`
  }).join('')
  const waves = Array.from({ length: 3 }, (_, i) => {
    const y = 640 + i * 70
    return `<path d="M0 ${y} C 400 ${y - 90 + rnd() * 60}, 1200 ${y + 90 - rnd() * 60}, 1600 ${y - 20} V900 H0 Z" fill="${hsl(art.hue + i * 12, 60, 18 + i * 6, 0.55)}"/>`
  }).join('')
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900" role="img" aria-label="${escapeXml(art.title)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(art.hue, 70, 22)}"/><stop offset="1" stop-color="${hsl(art.hue + 60, 70, 10)}"/></linearGradient></defs>
<title>${escapeXml(art.title)}</title>
<rect width="1600" height="900" fill="url(#bg)"/>${dots}${waves}${motif(art)}
</svg>`
}
