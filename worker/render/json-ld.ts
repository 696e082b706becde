import { absoluteUrl } from './head-links'

/** schema.org properties that hold a URL (pages give site paths; search engines want absolute URLs). */
const URL_KEYS = new Set(['url', 'image', 'item', '@id', 'logo', 'contentUrl', 'thumbnailUrl', 'urlTemplate'])

/** A copy of a JSON-LD value with every site path ('/...') in a URL property made absolute. */
export function absoluteJsonLd(value: unknown, origin: string, key = ''): unknown {
  if (typeof value === 'string')
    return URL_KEYS.has(key) && value.startsWith('/') && !value.startsWith('//') ? absoluteUrl(origin, value) : value
  if (Array.isArray(value)) return value.map((entry) => absoluteJsonLd(entry, origin, key))
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, absoluteJsonLd(entry, origin, name)]))
  }
  return value
}
