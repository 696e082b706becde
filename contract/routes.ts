import { DEFAULT_LOCALE, LOCALES, localeOfPath, type DeclaredLocale, type Locale } from './locales'
import type { StaffArea } from './staff-roles'
import { fillPath, type RouteParams } from './route-path'
import { SHOPPER_PATHS } from './shopper-paths'

/**
 * The route manifest (SPEC §2): every fact about a route, declared once. The worker (SSR, page
 * cache, sitemap/robots, maintenance gate, redirects) and the browser (navigation, links, the
 * lazy page registry) derive everything they need from it; scripts/build-client.mjs maps each
 * page module to its chunk through esbuild's metafile.
 *
 * Patterns use `:name` for a parameter and `:name?` for an optional one. Order matters: the
 * first match wins, so the generic `/:slug` page comes last. Every route declares a path for every
 * declared language (contract/locales.ts); only the served ones (LOCALES) are matched and built.
 */
export interface RouteEntry {
  /** The path pattern per declared language (served or not), under its `/<code>` prefix but the default's. */
  readonly paths: Readonly<Record<DeclaredLocale, string>>
  /** The page module: `client/pages/<module>.tsx` (its own chunk in the browser). */
  readonly module: string
  /** Depends on the visitor (cart, checkout, account, admin): never stored in the shared page cache, `private, no-store`. */
  readonly personal: boolean
  /**
   * The message key of the screen's fixed title (document title and heading; texts in
   * client/i18n/messages/routes.ts), or null when the page's content gives it.
   */
  readonly title: `routes.${string}` | null
  /**
   * Search engines: 'index' (indexable unless the page says otherwise), 'noindex' (meta robots
   * noindex unless the page gives its own robots), 'disallow' (noindex and `Disallow:` in robots.txt).
   */
  readonly robots: 'index' | 'noindex' | 'disallow'
  /** The parameter is a slug translated per locale: only the page knows the other language's path. */
  readonly translatedParams: boolean
  /** Reachable in maintenance mode: the admin login, and the payment return pages so a customer who is paying can finish. */
  readonly maintenanceExempt: boolean
  /**
   * The server's HTML is the whole page (content pages; the cart, which the server prefetches), so
   * the app can wait for the visitor's first intent (worker/render/document.tsx). Personal pages
   * with data fetched in the browser (checkout's draft, order pages) start it at the first paint.
   */
  readonly renderedWhole: boolean
  /** An admin page's backoffice area (contract/staff-roles.ts): the roles that may open it. */
  readonly area?: StaffArea
}

const content = {
  personal: false,
  title: null,
  robots: 'index',
  translatedParams: false,
  maintenanceExempt: false,
  renderedWhole: true,
} as const
const personal = {
  personal: true,
  robots: 'noindex',
  translatedParams: false,
  maintenanceExempt: false,
  renderedWhole: false,
} as const

/** An admin page's path in every declared language: the same under each language's prefix. */
const adminPaths = (path: string) => ({ hr: `/admin${path}`, en: `/en/admin${path}`, de: `/de/admin${path}` })

export const ROUTE_MANIFEST = {
  home: { ...content, paths: SHOPPER_PATHS.home, module: 'home' },
  cart: {
    ...personal,
    paths: SHOPPER_PATHS.cart,
    module: 'cart',
    title: 'routes.cart',
    robots: 'disallow',
    renderedWhole: true,
  },
  checkoutSuccess: {
    ...personal,
    paths: { hr: '/naplata/uspjesna', en: '/en/checkout/success', de: '/de/kasse/erfolgreich' },
    module: 'checkout-success',
    title: 'routes.checkoutSuccess',
    maintenanceExempt: true,
  },
  checkoutFailure: {
    ...personal,
    paths: { hr: '/checkout/failure', en: '/en/checkout/failure', de: '/de/kasse/fehlgeschlagen' },
    module: 'checkout-failure',
    maintenanceExempt: true,
    title: 'routes.checkoutFailure',
    robots: 'disallow',
  },
  checkout: {
    ...personal,
    paths: { hr: '/naplata', en: '/en/checkout', de: '/de/kasse' },
    module: 'checkout',
    title: 'routes.checkout',
    robots: 'disallow',
  },
  confirmEmail: {
    ...personal,
    paths: { hr: '/potvrdi-email', en: '/en/confirm-email', de: '/de/email-bestaetigen' },
    module: 'confirm-email',
    title: 'routes.confirmEmail',
  },
  search: {
    ...content,
    paths: { hr: '/pretraga', en: '/en/search', de: '/de/suche' },
    module: 'search',
    robots: 'noindex',
  },
  login: {
    ...personal,
    paths: { hr: '/prijava', en: '/en/login', de: '/de/anmelden' },
    module: 'login',
    title: 'routes.login',
  },
  profile: {
    ...personal,
    paths: { hr: '/profil', en: '/en/profile', de: '/de/profil' },
    module: 'profile',
    title: 'routes.profile',
    robots: 'disallow',
  },
  profileOrder: {
    ...personal,
    paths: { hr: '/profil/narudzbe/:slug', en: '/en/profile/orders/:slug', de: '/de/profil/bestellungen/:slug' },
    module: 'profile-order',
    title: null,
    robots: 'disallow',
  },
  profileOrders: {
    ...personal,
    paths: { hr: '/profil/narudzbe', en: '/en/profile/orders', de: '/de/profil/bestellungen' },
    module: 'profile-orders',
    title: 'routes.profileOrders',
    robots: 'disallow',
  },
  orderLink: {
    ...personal,
    paths: { hr: '/narudzba', en: '/en/order', de: '/de/bestellung' },
    module: 'order-link',
    title: 'routes.orderLink',
    maintenanceExempt: true,
    robots: 'disallow',
  },
  register: {
    ...personal,
    paths: { hr: '/registracija', en: '/en/register', de: '/de/registrieren' },
    module: 'register',
    title: 'routes.register',
  },
  forgotPassword: {
    ...personal,
    paths: { hr: '/zaboravljena-lozinka', en: '/en/forgot-password', de: '/de/passwort-vergessen' },
    module: 'forgot-password',
    title: 'routes.forgotPassword',
  },
  socialLogin: {
    ...personal,
    paths: { hr: '/social-login', en: '/en/social-login', de: '/de/social-login' },
    module: 'social-login',
    title: 'routes.socialLogin',
  },
  event: {
    ...content,
    paths: { hr: '/dogadjaj/:id', en: '/en/event/:id', de: '/de/veranstaltung/:id' },
    module: 'event',
  },
  blog: {
    ...content,
    paths: { hr: '/objave/:slug?', en: '/en/blog/:slug?', de: '/de/blog/:slug?' },
    module: 'blog',
    translatedParams: true,
  },
  product: {
    ...content,
    paths: SHOPPER_PATHS.product,
    module: 'product',
    translatedParams: true,
  },
  shop: {
    ...content,
    paths: SHOPPER_PATHS.shop,
    module: 'shop',
    title: 'routes.shop',
    translatedParams: true,
  },
  contact: { ...content, paths: { hr: '/kontakt', en: '/en/contact', de: '/de/kontakt' }, module: 'contact' },
  adminLogin: {
    ...personal,
    paths: adminPaths('Login'),
    module: 'admin-login',
    title: 'routes.adminLogin',
    robots: 'disallow',
    maintenanceExempt: true,
  },
  adminCache: {
    ...personal,
    area: 'owner',
    paths: adminPaths('/cache'),
    module: 'admin-cache',
    title: 'routes.adminCache',
  },
  adminMailbox: {
    ...personal,
    area: 'content',
    paths: adminPaths('/mailbox'),
    module: 'admin-mailbox',
    title: 'routes.adminMailbox',
  },
  adminMedia: {
    ...personal,
    area: 'content',
    paths: adminPaths('/media'),
    module: 'admin-media',
    title: 'routes.adminMedia',
  },
  adminOrderDetail: {
    ...personal,
    area: 'orders',
    paths: adminPaths('/orders/:id'),
    module: 'admin-order-detail',
    title: 'routes.adminOrderDetail',
  },
  adminPackingSlip: {
    ...personal,
    area: 'orders',
    paths: adminPaths('/orders/:id/packing-slip'),
    module: 'admin-packing-slip',
    title: 'routes.adminPackingSlip',
  },
  adminShippingSettings: {
    ...personal,
    area: 'owner',
    paths: adminPaths('/settings/shipping'),
    module: 'admin-shipping-settings',
    title: 'routes.adminShippingSettings',
  },
  adminShopSettings: {
    ...personal,
    paths: adminPaths('/settings/shop'),
    module: 'admin-shop-settings',
    title: 'routes.adminShopSettings',
    area: 'owner',
  },
  adminDeliverySettings: {
    ...personal,
    paths: adminPaths('/settings/delivery'),
    module: 'admin-delivery-settings',
    title: 'routes.adminDeliverySettings',
    area: 'owner',
  },
  adminPaymentSettings: {
    ...personal,
    paths: adminPaths('/settings/payment'),
    module: 'admin-payment-settings',
    title: 'routes.adminPaymentSettings',
    area: 'owner',
  },
  adminOrders: {
    ...personal,
    area: 'orders',
    paths: adminPaths('/orders'),
    module: 'admin-orders',
    title: 'routes.adminOrders',
  },
  adminProductNew: {
    ...personal,
    area: 'catalogue',
    paths: adminPaths('/products/new'),
    module: 'admin-product-new',
    title: 'routes.adminProductNew',
  },
  adminProductImport: {
    ...personal,
    area: 'catalogue',
    paths: adminPaths('/products/import'),
    module: 'admin-product-import',
    title: 'routes.adminProductImport',
  },
  adminProductEdit: {
    ...personal,
    area: 'catalogue',
    paths: adminPaths('/products/:id'),
    module: 'admin-product-edit',
    title: 'routes.adminProductEdit',
  },
  adminProducts: {
    ...personal,
    area: 'catalogue',
    paths: adminPaths('/products'),
    module: 'admin-products',
    title: 'routes.adminProducts',
  },
  adminCategories: {
    ...personal,
    area: 'catalogue',
    paths: adminPaths('/categories'),
    module: 'admin-categories',
    title: 'routes.adminCategories',
  },
  adminAttributes: {
    ...personal,
    area: 'catalogue',
    paths: adminPaths('/attributes'),
    module: 'admin-attributes',
    title: 'routes.adminAttributes',
  },
  adminTags: {
    ...personal,
    area: 'catalogue',
    paths: adminPaths('/tags'),
    module: 'admin-tags',
    title: 'routes.adminTags',
  },
  adminReviews: {
    ...personal,
    area: 'content',
    paths: adminPaths('/reviews'),
    module: 'admin-reviews',
    title: 'routes.adminReviews',
  },
  adminFormSubmissions: {
    ...personal,
    area: 'content',
    paths: adminPaths('/forms/:id'),
    module: 'admin-form-submissions',
    title: 'routes.adminFormSubmissions',
  },
  adminForms: {
    ...personal,
    area: 'content',
    paths: adminPaths('/forms'),
    module: 'admin-forms',
    title: 'routes.adminForms',
  },
  adminNewsletter: {
    ...personal,
    area: 'content',
    paths: adminPaths('/newsletter'),
    module: 'admin-newsletter',
    title: 'routes.adminNewsletter',
  },
  adminRedirects: {
    ...personal,
    area: 'content',
    paths: adminPaths('/redirects'),
    module: 'admin-redirects',
    title: 'routes.adminRedirects',
  },
  adminOutbox: {
    ...personal,
    area: 'content',
    paths: adminPaths('/outbox'),
    module: 'admin-outbox',
    title: 'routes.adminOutbox',
  },
  adminCustomerDetail: {
    ...personal,
    paths: adminPaths('/customers/:id'),
    module: 'admin-customer-detail',
    title: 'routes.adminCustomerDetail',
    area: 'orders',
  },
  adminCustomers: {
    ...personal,
    paths: adminPaths('/customers'),
    module: 'admin-customers',
    title: 'routes.adminCustomers',
    area: 'orders',
  },
  adminMemberCards: {
    ...personal,
    area: 'catalogue',
    paths: adminPaths('/member-cards'),
    module: 'admin-member-cards',
    title: 'routes.adminMemberCards',
  },
  adminStaff: {
    ...personal,
    area: 'owner',
    paths: adminPaths('/staff'),
    module: 'admin-staff',
    title: 'routes.adminStaff',
  },
  adminCouponNew: {
    ...personal,
    paths: adminPaths('/coupons/new'),
    module: 'admin-coupon-new',
    title: 'routes.adminCouponNew',
    area: 'catalogue',
  },
  adminCouponEdit: {
    ...personal,
    paths: adminPaths('/coupons/:id'),
    module: 'admin-coupon-edit',
    title: 'routes.adminCouponEdit',
    area: 'catalogue',
  },
  adminCoupons: {
    ...personal,
    paths: adminPaths('/coupons'),
    module: 'admin-coupons',
    title: 'routes.adminCoupons',
    area: 'catalogue',
  },
  adminConsentLog: {
    ...personal,
    area: 'content',
    paths: adminPaths('/consent-log'),
    module: 'admin-consent-log',
    title: 'routes.adminConsentLog',
  },
  adminConsentDetail: {
    ...personal,
    area: 'content',
    paths: adminPaths('/consent/:slug'),
    module: 'admin-consent-detail',
    title: 'routes.adminConsentDetail',
  },
  adminConsent: {
    ...personal,
    area: 'content',
    paths: adminPaths('/consent'),
    module: 'admin-consent',
    title: 'routes.adminConsent',
  },
  adminTemplates: {
    ...personal,
    area: 'content',
    paths: adminPaths('/templates'),
    module: 'admin-templates',
    title: 'routes.adminTemplates',
  },
  admin: {
    ...personal,
    area: 'any',
    paths: adminPaths(''),
    module: 'admin',
    title: 'routes.admin',
    robots: 'disallow',
  },
  /** The sections' living style guide (outside production only; the edge answers 404 in production). */
  sectionTool: {
    ...personal,
    paths: { hr: '/section-tool', en: '/en/section-tool', de: '/de/section-tool' },
    module: 'section-tool',
    title: 'routes.sectionTool',
    robots: 'disallow',
  },
  page: {
    ...content,
    paths: { hr: '/:slug', en: '/en/:slug', de: '/de/:slug' },
    module: 'page',
    translatedParams: true,
  },
} as const satisfies Record<string, RouteEntry>

type Manifest = typeof ROUTE_MANIFEST
export type RouteName = keyof Manifest
/** A page module's name: `client/pages/<name>.tsx`. */
export type PageModuleName = Manifest[RouteName]['module']
/** Routes with a fixed title. */
export type TitledRoute = { [Name in RouteName]: Manifest[Name]['title'] extends null ? never : Name }[RouteName]
export type { RouteParams }

export interface RouteMatch<L extends DeclaredLocale = Locale> {
  name: RouteName
  locale: L
  params: RouteParams
}

/** Every route name, in the manifest's (matching) order. */
export const ROUTE_NAMES = Object.keys(ROUTE_MANIFEST) as RouteName[]

/** The manifest entry of a route, typed as the general shape. */
export const routeEntry = (name: RouteName): RouteEntry => ROUTE_MANIFEST[name]

/** The page module a route shows. */
export const pageModuleOf = (name: RouteName): PageModuleName => ROUTE_MANIFEST[name].module

/** Builds a `Record<RouteName, T>` from the manifest (e.g. the page registries). */
export function mapRoutes<T>(value: (name: RouteName, entry: RouteEntry) => T): Record<RouteName, T> {
  const out: Partial<Record<RouteName, T>> = {}
  for (const name of ROUTE_NAMES) out[name] = value(name, ROUTE_MANIFEST[name])
  return out as Record<RouteName, T>
}

/** Routes that depend on the visitor: never stored in, never served from the shared page cache. */
export const PERSONAL_ROUTES: ReadonlySet<RouteName> = new Set(ROUTE_NAMES.filter((name) => routeEntry(name).personal))

export const isPersonalRoute = (name: RouteName): boolean => PERSONAL_ROUTES.has(name)

/** The message keys of the screens' fixed titles, as literals (so the client's typed `t()` checks each against the message files). */
export type RouteTitleKey = NonNullable<Manifest[RouteName]['title']>

/** The message key of a screen's fixed title (the head gets it from the manifest; the page uses it as its heading). */
export const routeTitleKey = (name: TitledRoute): RouteTitleKey => ROUTE_MANIFEST[name].title

/** The message key of a route's fixed title, or null when the page's content gives it. */
export const routeTitleKeyOf = (name: RouteName): RouteTitleKey | null => ROUTE_MANIFEST[name].title

/**
 * `Disallow:` rules of robots.txt for the routes marked 'disallow' (both languages). A rule is a
 * prefix (RFC 9309), so a route's path is written so that it blocks that route only: a fixed path as
 * itself (`/admin$`), its query (`/admin?`) and what lies below it (`/admin/`) — never `/administracija-igara`;
 * a path with parameters as the fixed part before the first one (`/profil/narudzbe/`), never a literal `:slug`.
 */
export function disallowedPaths(): string[] {
  const rules = ROUTE_NAMES.filter((name) => routeEntry(name).robots === 'disallow').flatMap((name) =>
    LOCALES.flatMap((locale) => robotsRules(routeEntry(name).paths[locale])),
  )
  return [...new Set(rules)]
}

function robotsRules(path: string): string[] {
  const param = path.indexOf('/:')
  if (param >= 0) return [path.slice(0, param + 1)]
  return path === '/' ? ['/$'] : [`${path}$`, `${path}?`, `${path}/`]
}

/** The meta robots of a route when its page gives none. */
export const defaultRobots = (name: RouteName): string =>
  routeEntry(name).robots === 'index' ? 'index, follow' : 'noindex, nofollow'

/** The slug of the CMS page shown at home (SPEC §2). */
export const HOME_SLUG = 'naslovnica'
/** Slugs of the contact page per locale. */
export const CONTACT_SLUG: Record<Locale, string> = { hr: 'kontakt', en: 'contact' }

interface CompiledRoute<L extends DeclaredLocale> {
  name: RouteName
  locale: L
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

/**
 * The route table of the languages `locales` serve (`fallback` is the one without a prefix): a path
 * is matched against its own language's patterns only, so a language left out answers no path of its
 * set (a 404). The site's table is `matchRoute`, built from the configured LOCALES.
 */
export function createRouteMatcher<L extends DeclaredLocale>(
  locales: readonly L[],
  fallback: L,
): (pathname: string) => RouteMatch<L> | null {
  const compiled: Array<CompiledRoute<L>> = ROUTE_NAMES.flatMap((name) =>
    locales.map((locale) => ({ name, locale, ...compile(ROUTE_MANIFEST[name].paths[locale]) })),
  )
  return (pathname) => {
    const path = pathname === '' ? '/' : pathname
    const locale = localeOfPath(path, locales, fallback)
    for (const route of compiled) {
      if (route.locale !== locale) continue
      const m = route.regex.exec(path)
      if (!m) continue
      const params: RouteParams = {}
      route.keys.forEach((key, i) => {
        const raw = m[i + 1]
        params[key] = raw === undefined ? undefined : safeDecode(raw)
      })
      return { name: route.name, locale, params }
    }
    return null
  }
}

/** Matches a pathname (no query) against the manifest in the served languages. */
export const matchRoute: (pathname: string) => RouteMatch | null = createRouteMatcher(LOCALES, DEFAULT_LOCALE)

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** Is this page path reachable in maintenance mode? */
export function isMaintenanceExemptPath(pathname: string): boolean {
  const match = matchRoute(pathname)
  return match !== null && routeEntry(match.name).maintenanceExempt
}

/** Builds a path: `buildPath('product', 'en', { slug: 'vr-kit' })` → `/en/product/vr-kit`. */
export function buildPath(
  name: RouteName,
  locale: Locale = DEFAULT_LOCALE,
  params: RouteParams = {},
  query?: Record<string, string | number | undefined>,
): string {
  return fillPath(name, routeEntry(name).paths[locale], locale, params, query)
}

/** The path of a page or post in a locale by its slugs (home, found by its Croatian slug, → '/' or '/en/'). */
export function resourcePathOf(slugs: Record<Locale, string>, locale: Locale): string {
  return slugs.hr === HOME_SLUG ? buildPath('home', locale) : pagePath(slugs[locale], locale)
}

/** Link to a CMS page or post by slug (home slug maps to `/`). */
export function pagePath(slug: string, locale: Locale): string {
  return slug === HOME_SLUG || slug === '' ? buildPath('home', locale) : buildPath('page', locale, { slug })
}
