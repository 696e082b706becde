import { DEFAULT_LOCALE, type Locale } from './locales'

export type RouteParams = Record<string, string | undefined>

/**
 * Fills a route's path pattern (`/en/product/:slug?`) for `locale` with its parameters and a query:
 * the one path builder, for the whole route manifest (./routes.ts `buildPath`) and for the few
 * routes the product island builds without it (./shopper-paths.ts). `name` only names the route
 * in the error of a missing parameter.
 */
export function fillPath(
  name: string,
  pattern: string,
  locale: Locale,
  params: RouteParams = {},
  query?: Record<string, string | number | undefined>,
): string {
  const segments: string[] = []
  for (const segment of pattern.split('/').filter(Boolean)) {
    const param = /^:(\w+)(\?)?$/.exec(segment)
    if (!param) {
      segments.push(segment)
      continue
    }
    const value = params[param[1] ?? '']
    if (value === undefined || value === '') {
      if (param[2]) continue
      throw new Error(`buildPath(${name}): missing parameter ${param[1]}`)
    }
    segments.push(encodeURIComponent(value))
  }
  let path = '/' + segments.join('/')
  if (locale !== DEFAULT_LOCALE && path === `/${locale}`) path += '/'
  const search = query
    ? Object.entries(query)
        .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '')
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
        .join('&')
    : ''
  return search ? `${path}?${search}` : path
}
