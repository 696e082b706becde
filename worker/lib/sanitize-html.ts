import filterXss, { type IFilterXSSOptions } from 'xss'
import { isSafeUrl } from '../../contract/safe-url'

export { isSafeUrl }

/**
 * Sanitiser for CMS HTML (post bodies, rich-text sections, event descriptions, consent texts).
 * An allow-list of tags and attributes on top of js-xss: everything else is dropped, the
 * bodies of script/style/iframe-like tags are removed entirely, event handlers never pass, and
 * URLs are limited to http(s), mailto (links only) and relative paths. Pure JS: runs in workerd
 * and in the browser.
 */
const TABLE_CELL = ['colspan', 'rowspan', 'scope']

const ALLOW_LIST: Record<string, string[]> = {
  p: [],
  h2: ['id'],
  h3: ['id'],
  h4: ['id'],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  small: [],
  sub: [],
  sup: [],
  mark: [],
  span: [],
  a: ['href', 'rel', 'target', 'title'],
  ul: [],
  ol: ['start'],
  li: [],
  blockquote: ['cite'],
  img: ['src', 'alt', 'width', 'height', 'title', 'loading'],
  figure: [],
  figcaption: [],
  br: [],
  hr: [],
  code: [],
  pre: [],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: TABLE_CELL,
  td: TABLE_CELL,
  colgroup: [],
  col: ['span'],
}

/** Tags removed together with everything inside them. */
const DROP_WITH_BODY = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'textarea',
  'select',
  'form',
  'title',
  'head',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
]

const options: IFilterXSSOptions = {
  whiteList: ALLOW_LIST,
  stripIgnoreTag: true,
  stripIgnoreTagBody: DROP_WITH_BODY,
  allowCommentTag: false,
  css: false,
  onIgnoreTagAttr: () => '',
  onTagAttr(tag, name, value) {
    if (name === 'href' || name === 'src' || name === 'cite') {
      const url = decodeEntities(value).trim()
      return isSafeUrl(url, tag === 'a' && name === 'href') ? `${name}="${escapeAttr(url)}"` : ''
    }
    if (tag === 'a' && name === 'target') {
      return value === '_blank' || value === '_self' ? `target="${value}"` : ''
    }
    if (tag === 'a' && name === 'rel') {
      const tokens = value
        .toLowerCase()
        .split(/\s+/)
        .filter((t) => /^(noopener|noreferrer|nofollow|ugc|sponsored|external)$/.test(t))
      return tokens.length ? `rel="${tokens.join(' ')}"` : ''
    }
    if (
      (name === 'width' ||
        name === 'height' ||
        name === 'colspan' ||
        name === 'rowspan' ||
        name === 'span' ||
        name === 'start') &&
      !/^\d{1,5}$/.test(value.trim())
    ) {
      return ''
    }
    if (name === 'loading') return value === 'lazy' || value === 'eager' ? `loading="${value}"` : ''
    return undefined
  },
  safeAttrValue: (_tag, _name, value) => escapeAttr(decodeEntities(value)),
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** Decodes numeric and the common named entities so an encoded `&#106;avascript:` is checked as text. */
function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => safeFromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => safeFromCodePoint(parseInt(dec, 10)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n')
    .replace(/&quot;/gi, '"')
    .replace(/&apos;/gi, "'")
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&amp;/gi, '&')
}

function safeFromCodePoint(code: number): string {
  return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
}

/** Sanitises CMS HTML with the allow-list above; `target="_blank"` links always get `rel="noopener"`. */
export function sanitizeHtml(html: string): string {
  const clean = filterXss(html, options)
  return clean.replace(/<a\s([^>]*)>/gi, (match, attrs: string) => {
    if (!/target="_blank"/.test(attrs)) return match
    if (/rel="[^"]*noopener/.test(attrs)) return match
    if (/rel="/.test(attrs)) return `<a ${attrs.replace(/rel="([^"]*)"/, 'rel="$1 noopener"')}>`
    return `<a ${attrs} rel="noopener">`
  })
}
