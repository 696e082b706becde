import { localeFromPath, type Locale } from '../../contract/locales'
import { matchRoute } from '../../contract/routes'

/** Paths the Worker answers itself (never page routes), even though `/:slug` would match them. */
const NON_PAGE_PREFIX = /^\/(api|media|assets|pay|_cli)(\/|$)/
const FILE_LIKE = /\/[^/]*\.[a-z0-9]{1,8}$/i

/**
 * Can this URL be shown by client-side navigation from a page of `locale`? Same origin, a page
 * route of the table, the same locale (the other locale's messages are not in the page, so a
 * language switch is a full document navigation), not a file or an API/media path.
 */
export function isClientRoutable(url: URL, locale: Locale, origin: string): boolean {
  if (url.origin !== origin) return false
  if (NON_PAGE_PREFIX.test(url.pathname) || FILE_LIKE.test(url.pathname)) return false
  if (localeFromPath(url.pathname) !== locale) return false
  return matchRoute(url.pathname) !== null
}
