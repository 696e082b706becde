import type { PageModuleName } from '../../contract/routes'
import type { PageModule } from '../lib/page-types'
import { pageRegistryFrom } from '../app/page-source'
import { page as home } from './home'
import { page as cart } from './cart'
import { page as checkoutSuccess } from './checkout-success'
import { page as checkoutFailure } from './checkout-failure'
import { page as checkout } from './checkout'
import { page as confirmEmail } from './confirm-email'
import { page as search } from './search'
import { page as login } from './login'
import { page as profile } from './profile'
import { page as profileOrder } from './profile-order'
import { page as profileOrders } from './profile-orders'
import { page as orderLink } from './order-link'
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
import { page as adminMailbox } from './admin-mailbox'
import { page as adminMedia } from './admin-media'
import { page as adminOrders } from './admin-orders'
import { page as adminOrderDetail } from './admin-order-detail'
import { page as adminPackingSlip } from './admin-packing-slip'
import { page as adminShippingSettings } from './admin-shipping-settings'
import { page as adminShopSettings } from './admin-shop-settings'
import { page as adminDeliverySettings } from './admin-delivery-settings'
import { page as adminPaymentSettings } from './admin-payment-settings'
import { page as adminReviews } from './admin-reviews'
import { page as adminForms } from './admin-forms'
import { page as adminFormSubmissions } from './admin-form-submissions'
import { page as adminNewsletter } from './admin-newsletter'
import { page as adminRedirects } from './admin-redirects'
import { page as adminProductNew } from './admin-product-new'
import { page as adminProductImport } from './admin-product-import'
import { page as adminProductEdit } from './admin-product-edit'
import { page as adminProducts } from './admin-products'
import { page as adminCategories } from './admin-categories'
import { page as adminAttributes } from './admin-attributes'
import { page as adminTags } from './admin-tags'
import { page as adminOutbox } from './admin-outbox'
import { page as adminMemberCards } from './admin-member-cards'
import { page as adminStaff } from './admin-staff'
import { page as adminCustomers } from './admin-customers'
import { page as adminCustomerDetail } from './admin-customer-detail'
import { page as adminCoupons } from './admin-coupons'
import { page as adminCouponNew } from './admin-coupon-new'
import { page as adminCouponEdit } from './admin-coupon-edit'
import { page as adminConsentLog } from './admin-consent-log'
import { page as adminConsentDetail } from './admin-consent-detail'
import { page as adminConsent } from './admin-consent'
import { page as adminTemplates } from './admin-templates'
import { page as admin } from './admin'
import { page as sectionTool } from './section-tool'
import { page as page } from './page'

/**
 * The server's page modules, all bundled (SSR renders any route at once), by module name. The
 * compiler keeps this in step with the manifest (contract/routes.ts): a module the manifest names
 * and nothing imports, or an import the manifest does not name, fails `satisfies`. Which route
 * shows which module comes from the manifest; the browser imports the same files lazily
 * (./lazy-registry).
 */
const modules = {
  home,
  cart,
  'checkout-success': checkoutSuccess,
  'checkout-failure': checkoutFailure,
  checkout,
  'confirm-email': confirmEmail,
  search,
  login,
  profile,
  'profile-order': profileOrder,
  'profile-orders': profileOrders,
  'order-link': orderLink,
  register,
  'forgot-password': forgotPassword,
  'social-login': socialLogin,
  event,
  blog,
  product,
  shop,
  contact,
  'admin-login': adminLogin,
  'admin-cache': adminCache,
  'admin-mailbox': adminMailbox,
  'admin-media': adminMedia,
  'admin-orders': adminOrders,
  'admin-order-detail': adminOrderDetail,
  'admin-packing-slip': adminPackingSlip,
  'admin-shipping-settings': adminShippingSettings,
  'admin-shop-settings': adminShopSettings,
  'admin-delivery-settings': adminDeliverySettings,
  'admin-payment-settings': adminPaymentSettings,
  'admin-reviews': adminReviews,
  'admin-forms': adminForms,
  'admin-form-submissions': adminFormSubmissions,
  'admin-newsletter': adminNewsletter,
  'admin-redirects': adminRedirects,
  'admin-product-new': adminProductNew,
  'admin-product-import': adminProductImport,
  'admin-product-edit': adminProductEdit,
  'admin-products': adminProducts,
  'admin-categories': adminCategories,
  'admin-attributes': adminAttributes,
  'admin-tags': adminTags,
  'admin-outbox': adminOutbox,
  'admin-member-cards': adminMemberCards,
  'admin-staff': adminStaff,
  'admin-customers': adminCustomers,
  'admin-customer-detail': adminCustomerDetail,
  'admin-coupons': adminCoupons,
  'admin-coupon-new': adminCouponNew,
  'admin-coupon-edit': adminCouponEdit,
  'admin-consent-log': adminConsentLog,
  'admin-consent-detail': adminConsentDetail,
  'admin-consent': adminConsent,
  'admin-templates': adminTemplates,
  admin,
  'section-tool': sectionTool,
  page,
} satisfies Record<PageModuleName, PageModule>

/** Route name → page module (the server's registry). */
export const pageRegistry = pageRegistryFrom(modules)
