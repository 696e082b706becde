import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { localeFromPath, parseLanguage, type Locale } from '../../contract/locales'

/**
 * Step 2: locale from the path (`/en` prefix or none); `/hr` and `/hr/...` → 301 unprefixed.
 * API calls from the browser (`/api/...`) carry no locale in the path: they name the page's
 * language in the SPEC `language` header (hrv/eng), so English pages get English data.
 */
export const localeMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url)
  if (url.pathname === '/hr' || url.pathname.startsWith('/hr/')) {
    const path = url.pathname.slice(3) || '/'
    // `/hr//evil.example` must not become a protocol-relative redirect.
    const safePath = '/' + path.replace(/^\/+/, '')
    return c.redirect(safePath + url.search, 301)
  }
  // A download link (the admin's CSV exports) cannot send a header: it names the language in `?language=`.
  c.set(
    'locale',
    requestLocale(url.pathname, c.req.header('language') ?? url.searchParams.get('language') ?? undefined),
  )
  await next()
})

function requestLocale(pathname: string, languageHeader: string | undefined): Locale {
  if (languageHeader && pathname.startsWith('/api/')) return parseLanguage(languageHeader)
  return localeFromPath(pathname)
}
