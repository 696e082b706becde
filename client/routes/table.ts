import { DEFAULT_LOCALE, type Locale } from '../../contract/locales'

/**
 * The one route table (SPEC §2), shared by the worker (SSR, sitemap, redirects) and the client
 * (navigation, links). Patterns use `:name` for a parameter and `:name?` for an optional one.
 * Order matters: the first match wins, so the generic `/:slug?` page comes last.
 */
export const ROUTES = {
  home: { hr: '/', en: '/en' },
  cart: { hr: '/kosarica', en: '/en/cart' },
  checkoutSuccess: { hr: '/naplata/uspjesna', en: '/en/checkout/success' },
  checkoutFailure: { hr: '/checkout/failure', en: '/en/checkout/failure' },
  checkout: { hr: '/naplata', en: '/en/checkout' },
  confirmEmail: { hr: '/potvrdi-email', en: '/en/confirm-email' },
  search: { hr: '/pretraga', en: '/en/search' },
  login: { hr: '/prijava', en: '/en/login' },
  profile: { hr: '/profil', en: '/en/profile' },
  register: { hr: '/registracija', en: '/en/register' },
  forgotPassword: { hr: '/zaboravljena-lozinka', en: '/en/forgot-password' },
  socialLogin: { hr: '/social-login', en: '/en/social-login' },
  event: { hr: '/dogadjaj/:id', en: '/en/event/:id' },
  blog: { hr: '/objave/:slug?', en: '/en/blog/:slug?' },
  product: { hr: '/product/:slug?', en: '/en/product/:slug?' },
  shop: { hr: '/shop/:slug?', en: '/en/shop/:slug?' },
  contact: { hr: '/kontakt', en: '/en/contact' },
  adminLogin: { hr: '/adminLogin', en: '/en/adminLogin' },
  adminCache: { hr: '/admin/cache', en: '/en/admin/cache' },
  adminConsentDetail: { hr: '/admin/consent/:slug', en: '/en/admin/consent/:slug' },
  adminConsent: { hr: '/admin/consent', en: '/en/admin/consent' },
  adminTemplates: { hr: '/admin/templates', en: '/en/admin/templates' },
  admin: { hr: '/admin', en: '/en/admin' },
  page: { hr: '/:slug', en: '/en/:slug' },
} as const satisfies Record<string, Record<Locale, string>>

export type RouteName = keyof typeof ROUTES
export type RouteParams = Record<string, string | undefined>

export interface RouteMatch {
  name: RouteName
  locale: Locale
  params: RouteParams
}

/** The slug of the CMS page shown at home (SPEC §2). */
export const HOME_SLUG = 'naslovnica'
/** Slugs of the contact page per locale. */
export const CONTACT_SLUG: Record<Locale, string> = { hr: 'kontakt', en: 'contact' }

interface CompiledRoute {
  name: RouteName
  locale: Locale
  regex: RegExp
  keys: string[]
}

function compile(pattern: string): { regex: RegExp; keys: string[] } {
  const keys: string[] = []
  let source = ''
  for (const segment of pattern.split('/').filter(Boolean)) {
    const param = /^:(\w+)(\?)?$/.exec(segment)
    if (!param) {
      source += '/' + segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      continue
    }
    keys.push(param[1] ?? '')
    source += param[2] ? '(?:/([^/]+))?' : '/([^/]+)'
  }
  return { regex: new RegExp(`^${source || ''}/?$`), keys }
}

const COMPILED: CompiledRoute[] = (Object.keys(ROUTES) as RouteName[]).flatMap((name) =>
  (['en', 'hr'] as const).map((locale) => ({ name, locale, ...compile(ROUTES[name][locale]) })),
)

/** Matches a pathname (no query) against the table; English patterns are tried first for `/en` paths. */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pathname === '' ? '/' : pathname
  const english = path === '/en' || path.startsWith('/en/')
  for (const route of COMPILED) {
    if ((route.locale === 'en') !== english) continue
    const m = route.regex.exec(path)
    if (!m) continue
    const params: RouteParams = {}
    route.keys.forEach((key, i) => {
      const raw = m[i + 1]
      params[key] = raw === undefined ? undefined : safeDecode(raw)
    })
    return { name: route.name, locale: route.locale, params }
  }
  return null
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** Builds a path from the table: `buildPath('product', 'en', { slug: 'vr-kit' })` → `/en/product/vr-kit`. */
export function buildPath(name: RouteName, locale: Locale = DEFAULT_LOCALE, params: RouteParams = {}, query?: Record<string, string | number | undefined>): string {
  const pattern: string = ROUTES[name][locale]
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
  if (locale === 'en' && path === '/en') path = '/en/'
  const search = query
    ? Object.entries(query)
        .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '')
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
        .join('&')
    : ''
  return search ? `${path}?${search}` : path
}

/** Link to a CMS page or post by slug (home slug maps to `/`). */
export function pagePath(slug: string, locale: Locale): string {
  return slug === HOME_SLUG || slug === '' ? buildPath('home', locale) : buildPath('page', locale, { slug })
}
