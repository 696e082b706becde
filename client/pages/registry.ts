import type { PageRegistry } from '../app/page-source'
import { page as home } from './home'
import { page as cart } from './cart'
import { page as checkoutSuccess } from './checkout-success'
import { page as checkoutFailure } from './checkout-failure'
import { page as checkout } from './checkout'
import { page as confirmEmail } from './confirm-email'
import { page as search } from './search'
import { page as login } from './login'
import { page as profile } from './profile'
import { page as register } from './register'
import { page as forgotPassword } from './forgot-password'
import { page as socialLogin } from './social-login'
import { page as event } from './event'
import { page as blog } from './blog'
import { page as product } from './product'
import { page as shop } from './shop'
import { page as contact } from './contact'
import { page as adminLogin } from './admin-login'
import { page as adminCache } from './admin-cache'
import { page as adminConsentDetail } from './admin-consent-detail'
import { page as adminConsent } from './admin-consent'
import { page as adminTemplates } from './admin-templates'
import { page as admin } from './admin'
import { page as page } from './page'

/**
 * Route name → page module (component + loaders). Every route of the table has one. This static
 * registry is the server's (SSR bundles everything); the browser uses ./lazy-registry.
 */
export const pageRegistry: PageRegistry = {
  home,
  cart,
  checkoutSuccess,
  checkoutFailure,
  checkout,
  confirmEmail,
  search,
  login,
  profile,
  register,
  forgotPassword,
  socialLogin,
  event,
  blog,
  product,
  shop,
  contact,
  adminLogin,
  adminCache,
  adminConsentDetail,
  adminConsent,
  adminTemplates,
  admin,
  page,
}
