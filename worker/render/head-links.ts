import { type HeadData, type RouteState } from '../../client/server'
import { LOCALES, type Locale } from '../../contract/locales'
import { buildPath, defaultRobots, routeEntry } from '../../contract/routes'

export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path
  return origin.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`)
}

/**
 * Paths of this page per locale for canonical + hreflang: the page's own alternates when it gave
 * them; otherwise, for routes without translated parameters, the same route in each locale; for a
 * translated-slug route without alternates only the current locale (we cannot guess the slug).
 */
export function alternatePaths(route: RouteState, locale: Locale): Partial<Record<Locale, string>> {
  const given = route.head.alternates
  if (given && Object.keys(given).length > 0) return given
  const match = route.match
  if (!match) return {}
  const hasParams = Object.values(match.params).some((value) => value !== undefined && value !== '')
  if (hasParams && routeEntry(match.name).translatedParams) return { [locale]: route.href.split('?')[0] }
  const paths: Partial<Record<Locale, string>> = {}
  for (const target of LOCALES) paths[target] = buildPath(match.name, target, match.params)
  return paths
}

export interface HeadLinks {
  canonical: string | null
  alternates: Array<{ hrefLang: string; href: string }>
}

/** Absolute canonical and hreflang links (x-default = the Croatian version). Error pages get none. */
export function headLinks(route: RouteState, locale: Locale, origin: string): HeadLinks {
  if (route.error) return { canonical: null, alternates: [] }
  const paths = alternatePaths(route, locale)
  const own = paths[locale] ?? route.href.split('?')[0] ?? '/'
  const page = new URLSearchParams(route.href.includes('?') ? route.href.slice(route.href.indexOf('?')) : '').get(
    'page',
  )
  const canonical = absoluteUrl(origin, own) + (page && page !== '1' ? `?page=${encodeURIComponent(page)}` : '')
  const alternates: HeadLinks['alternates'] = []
  for (const target of LOCALES) {
    const path = paths[target]
    if (path) alternates.push({ hrefLang: target, href: absoluteUrl(origin, path) })
  }
  const fallback = paths.hr
  if (fallback && alternates.length > 1) alternates.push({ hrefLang: 'x-default', href: absoluteUrl(origin, fallback) })
  return { canonical, alternates }
}

/** The page's own robots, else the manifest's for its route; personal responses are never indexed. */
export function robotsFor(head: HeadData, route: RouteState, personal: boolean): string {
  if (route.error) return 'noindex, nofollow'
  if (head.robots) return head.robots
  if (personal || !route.match) return 'noindex, nofollow'
  return defaultRobots(route.match.name)
}
