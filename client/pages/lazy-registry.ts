import type { LazyPageRegistry } from '../app/page-source'

/**
 * The browser's registry: route name → dynamic import of the page module. esbuild splits every
 * page into its own chunk (scripts/build-client.mjs), so the entry holds only the shell; the entry
 * awaits the current route's chunk before hydrating, client navigation before rendering. The
 * server uses the static ./registry instead. Keys and modules mirror ./registry (the build script
 * reads this file to map routes to chunks for <link rel="modulepreload">).
 */
export const lazyPageRegistry: LazyPageRegistry = {
  home: () => import('./home'),
  cart: () => import('./cart'),
  checkoutSuccess: () => import('./checkout-success'),
  checkoutFailure: () => import('./checkout-failure'),
  checkout: () => import('./checkout'),
  confirmEmail: () => import('./confirm-email'),
  search: () => import('./search'),
  login: () => import('./login'),
  profile: () => import('./profile'),
  register: () => import('./register'),
  forgotPassword: () => import('./forgot-password'),
  socialLogin: () => import('./social-login'),
  event: () => import('./event'),
  blog: () => import('./blog'),
  product: () => import('./product'),
  shop: () => import('./shop'),
  contact: () => import('./contact'),
  adminLogin: () => import('./admin-login'),
  adminCache: () => import('./admin-cache'),
  adminConsentDetail: () => import('./admin-consent-detail'),
  adminConsent: () => import('./admin-consent'),
  adminTemplates: () => import('./admin-templates'),
  admin: () => import('./admin'),
  page: () => import('./page'),
}
