import { DEFAULT_LOCALE, type DeclaredLocale, type Locale } from './locales'
import { fillPath, type RouteParams } from './route-path'

/**
 * The paths of the routes the product island (issue 38) links or goes to, declared here once: the
 * route manifest (./routes.ts) takes them from here, and the island builds them with
 * `shopperPath` without the whole manifest (~2 KiB of gzip on its first intent).
 */
export const SHOPPER_PATHS = {
  home: { hr: '/', en: '/en', de: '/de' },
  cart: { hr: '/kosarica', en: '/en/cart', de: '/de/warenkorb' },
  product: { hr: '/product/:slug?', en: '/en/product/:slug?', de: '/de/produkt/:slug?' },
  shop: { hr: '/shop/:slug?', en: '/en/shop/:slug?', de: '/de/shop/:slug?' },
} as const satisfies Record<string, Record<DeclaredLocale, string>>

export type ShopperRoute = keyof typeof SHOPPER_PATHS

/** `shopperPath('product', 'en', { slug: 'vr-kit' })` → `/en/product/vr-kit`, as `buildPath` would. */
export const shopperPath = (name: ShopperRoute, locale: Locale = DEFAULT_LOCALE, params?: RouteParams): string =>
  fillPath(name, SHOPPER_PATHS[name][locale], locale, params)
