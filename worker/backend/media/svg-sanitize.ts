/**
 * Structural SVG sanitiser for uploads: the document is tokenised and written anew from an
 * allow-list of drawing elements and presentation attributes. Anything else goes: scripts, event
 * handlers, links and animations (`<a>`, `<animate>`, `<set>` can aim an href at `javascript:`),
 * `<foreignObject>` and `<image>` (embedded documents), processing instructions, comments and
 * external references (every `href` and `url(...)` must point inside the document: `#id`).
 * A document that cannot be read (unbalanced tags, a DTD with entities, no `<svg>` root) is refused.
 */
export class UnsafeSvgError extends Error {}

const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'style',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'filter',
  'feGaussianBlur',
  'feOffset',
  'feBlend',
  'feColorMatrix',
  'feMerge',
  'feMergeNode',
  'feFlood',
  'feComposite',
  'feDropShadow',
])

const ATTRIBUTES = new Set([
  'id',
  'class',
  'style',
  'transform',
  'd',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'width',
  'height',
  'points',
  'viewBox',
  'preserveAspectRatio',
  'version',
  'role',
  'aria-label',
  'aria-hidden',
  'focusable',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'color',
  'display',
  'visibility',
  'overflow',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'clip-path',
  'clipPathUnits',
  'clip-rule',
  'mask',
  'maskUnits',
  'maskContentUnits',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
  'marker-start',
  'marker-mid',
  'marker-end',
  'vector-effect',
  'shape-rendering',
  'paint-order',
  'mix-blend-mode',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'alignment-baseline',
  'letter-spacing',
  'word-spacing',
  'dx',
  'dy',
  'rotate',
  'textLength',
  'lengthAdjust',
  'startOffset',
  'xml:space',
  'filter',
  'filterUnits',
  'primitiveUnits',
  'in',
  'in2',
  'result',
  'stdDeviation',
  'mode',
  'values',
  'type',
  'flood-color',
  'flood-opacity',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'href',
  'xlink:href',
  'xmlns',
  'xmlns:xlink',
])

const NAMESPACES: Record<string, string> = {
  xmlns: 'http://www.w3.org/2000/svg',
  'xmlns:xlink': 'http://www.w3.org/1999/xlink',
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** The text an XML parser sees: character references and the five XML entities decoded. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
    }
    return XML_ENTITIES[ref.toLowerCase()] ?? whole
  })
}

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttribute = (text: string): string => escapeText(text).replace(/"/g, '&quot;')

/** What the browser would read as a URL reference, without the whitespace and controls it ignores. */
const compact = (value: string): string =>
  decodeEntities(value)
    .replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
    .toLowerCase()

/** Every url(...) in a value points inside the document (url(#id)). */
const onlyLocalUrls = (value: string): boolean =>
  [...compact(value).matchAll(/url\(([^)]*)\)/g)].every((m) => /^['"]?#/.test(m[1] ?? ''))

/** CSS (a style attribute or element) that loads or runs nothing. */
function isInertCss(css: string): boolean {
  const flat = compact(css)
  return onlyLocalUrls(css) && !/@import|expression\(|javascript:|behaviou?r:|-moz-binding|<\//.test(flat)
}

function keepAttribute(name: string, value: string): boolean {
  if (!ATTRIBUTES.has(name)) return false
  if (name in NAMESPACES) return decodeEntities(value).trim() === NAMESPACES[name]
  if (name === 'href' || name === 'xlink:href') return /^#[\w.:-]+$/.test(decodeEntities(value).trim())
  if (name === 'style') return isInertCss(value)
  return onlyLocalUrls(value)
}

const TOKEN =
  /<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<![^>]*>|<\?[\s\S]*?\?>|<\/\s*([\w:.-]+)\s*>|<([\w:.-]+)((?:\s+[\w:.-]+(?:\s*=\s*(?:"[^"]*"|'[^']*'))?)*)\s*(\/?)>|[^<]+|</g
const ATTRIBUTE = /([\w:.-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'))?/g

/** The sanitised document; throws UnsafeSvgError when it cannot be read safely. */
export function sanitizeSvg(source: string): string {
  const text = source.replace(/^\uFEFF/, '')
  if (/<!DOCTYPE[^>]*\[/i.test(text) || /<!ENTITY/i.test(text))
    throw new UnsafeSvgError('SVG with a document type definition')
  const out: string[] = []
  /** Open elements: their name and whether they are written (false: dropped with their content). */
  const open: Array<{ name: string; kept: boolean }> = []
  let sawRoot = false
  const inside = () => open.every((element) => element.kept)
  const current = () => open[open.length - 1]?.name

  for (const match of text.matchAll(TOKEN)) {
    const [token, cdata, closing, name, rawAttributes = '', selfClosing] = match
    if (token === '<') throw new UnsafeSvgError('a stray "<"')
    if (token.startsWith('<!--') || token.startsWith('<?') || (token.startsWith('<!') && cdata === undefined)) continue
    if (cdata !== undefined || !token.startsWith('<')) {
      const content = cdata ?? decodeEntities(token)
      if (!inside()) continue
      if (current() === 'style' && !isInertCss(content))
        throw new UnsafeSvgError('a style element that loads or runs something')
      if (open.length > 0) out.push(escapeText(content))
      else if (content.trim() !== '') throw new UnsafeSvgError('text outside the <svg> element')
      continue
    }
    if (closing !== undefined) {
      const element = open.pop()
      if (!element || element.name !== closing) throw new UnsafeSvgError('unbalanced tags')
      if (element.kept && inside()) out.push(`</${closing}>`)
      continue
    }
    if (name === undefined) continue
    if (open.length === 0) {
      if (sawRoot || name !== 'svg') throw new UnsafeSvgError('the document is not a single <svg> element')
      sawRoot = true
    }
    const isRoot = open.length === 0
    const kept = ELEMENTS.has(name) && inside()
    if (kept) {
      const attributes: string[] = []
      for (const [, attribute = '', double, single] of rawAttributes.matchAll(ATTRIBUTE)) {
        const value = double ?? single ?? ''
        if (isRoot && attribute in NAMESPACES) continue
        if (keepAttribute(attribute, value))
          attributes.push(` ${attribute}="${escapeAttribute(decodeEntities(value))}"`)
      }
      // The root always declares its namespaces: an SVG served as an image needs them.
      if (isRoot) attributes.unshift(...Object.entries(NAMESPACES).map(([attribute, uri]) => ` ${attribute}="${uri}"`))
      out.push(`<${name}${attributes.join('')}${selfClosing ? '/>' : '>'}`)
    }
    if (!selfClosing) open.push({ name, kept })
  }
  if (!sawRoot || open.length > 0) throw new UnsafeSvgError('an incomplete document')
  return out.join('')
}
