import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { checkoutSettingsQuery } from '../cart/queries'
import { Link } from '../../lib/link'
import { useRoute } from '../../lib/navigation'
import { useSiteInfo } from '../../lib/site-context'
import { useLocale, useT, type MessageKey } from '../../i18n/i18n'
import { LOCALES, type Locale } from '../../../contract/locales'
import { buildPath, routeEntry, type RouteName } from '../../../contract/routes'
import { roleReaches, type StaffArea } from '../../../contract/staff-roles'
import { useViewer } from '../../lib/viewer'
import { CORE_VERSION } from '../../../contract/version'

/**
 * SPEC §2 Admin panel: a 200px side menu (consents, templates, caches — the edge KV page cache is
 * izlog's cache server, so caches are always shown), a language switcher and a back-to-site link.
 */
const MENU: ReadonlyArray<{ route: RouteName; label: MessageKey; matches: readonly RouteName[]; devOnly?: boolean }> = [
  {
    route: 'adminConsent',
    label: 'admin.consents',
    matches: ['adminConsent', 'adminConsentDetail', 'adminConsentLog'],
  },
  { route: 'adminTemplates', label: 'admin.templates', matches: ['adminTemplates'] },
  { route: 'adminCache', label: 'admin.caches', matches: ['adminCache'] },
  { route: 'adminMedia', label: 'routes.adminMedia', matches: ['adminMedia'] },
  {
    route: 'adminProducts',
    label: 'routes.adminProducts',
    matches: ['adminProducts', 'adminProductNew', 'adminProductEdit', 'adminProductImport'],
  },
  { route: 'adminCategories', label: 'routes.adminCategories', matches: ['adminCategories'] },
  { route: 'adminAttributes', label: 'routes.adminAttributes', matches: ['adminAttributes'] },
  { route: 'adminTags', label: 'routes.adminTags', matches: ['adminTags'] },
  { route: 'adminOrders', label: 'routes.adminOrders', matches: ['adminOrders', 'adminOrderDetail'] },
  { route: 'adminShippingSettings', label: 'routes.adminShippingSettings', matches: ['adminShippingSettings'] },
  { route: 'adminShopSettings', label: 'routes.adminShopSettings', matches: ['adminShopSettings'] },
  { route: 'adminDeliverySettings', label: 'routes.adminDeliverySettings', matches: ['adminDeliverySettings'] },
  { route: 'adminPaymentSettings', label: 'routes.adminPaymentSettings', matches: ['adminPaymentSettings'] },
  { route: 'adminReviews', label: 'routes.adminReviews', matches: ['adminReviews'] },
  { route: 'adminForms', label: 'routes.adminForms', matches: ['adminForms', 'adminFormSubmissions'] },
  { route: 'adminNewsletter', label: 'routes.adminNewsletter', matches: ['adminNewsletter'] },
  { route: 'adminRedirects', label: 'routes.adminRedirects', matches: ['adminRedirects'] },
  { route: 'adminOutbox', label: 'routes.adminOutbox', matches: ['adminOutbox'] },
  { route: 'adminMemberCards', label: 'routes.adminMemberCards', matches: ['adminMemberCards'] },
  { route: 'adminStaff', label: 'routes.adminStaff', matches: ['adminStaff'] },
  { route: 'adminCustomers', label: 'routes.adminCustomers', matches: ['adminCustomers', 'adminCustomerDetail'] },
  {
    route: 'adminCoupons',
    label: 'routes.adminCoupons',
    matches: ['adminCoupons', 'adminCouponNew', 'adminCouponEdit'],
  },
  // Outside production only (the version badge's environments): e-mails go nowhere but there.
  { route: 'adminMailbox', label: 'admin.mailbox.menu', matches: ['adminMailbox'], devOnly: true },
]

/** The menu in groups, one per backoffice area, in the order a shop's day needs them. */
const AREA_ORDER: readonly StaffArea[] = ['orders', 'catalogue', 'content', 'owner', 'any']

/** While the test card and wallet are on (always outside production), staff are told so. */
function TestPaymentsWarning() {
  const t = useT()
  const locale = useLocale()
  const settings = useQuery(checkoutSettingsQuery(useApi(), locale))
  if (!settings.data?.testPayments) return null
  return (
    <p className="notice notice--error" role="status">
      {t('admin.testPayments')}
    </p>
  )
}

export function AdminLayout({ title, children }: { title: string; children: ReactNode }) {
  const t = useT()
  const locale = useLocale()
  const route = useRoute()
  const current = route.match?.name
  const { badge } = useSiteInfo()
  const role = useViewer()?.staffRole ?? null
  // Only the pages of the areas the staff role reaches (issue 37).
  const menu = MENU.filter(
    (item) => (!item.devOnly || badge !== null) && roleReaches(role, routeEntry(item.route).area ?? 'any'),
  )
  const hrefIn = (code: Locale) =>
    route.match ? buildPath(route.match.name, code, route.match.params) : buildPath('admin', code)
  return (
    <div className="container section admin">
      <nav aria-label={t('admin.menu')} className="panel stack admin__menu">
        <Link to="admin" className="eyebrow">
          {t('admin.title')}
        </Link>
        {AREA_ORDER.map((area) => {
          const items = menu.filter((item) => (routeEntry(item.route).area ?? 'any') === area)
          if (items.length === 0) return null
          return (
            <div key={area} className="admin__menu-group">
              <p className="admin__menu-heading" id={`admin-menu-${area}`}>
                {t(`admin.areas.${area}`)}
              </p>
              <ul className="admin__menu-list" role="list" aria-labelledby={`admin-menu-${area}`}>
                {items.map((item) => (
                  <li key={item.route}>
                    <Link to={item.route} aria-current={current && item.matches.includes(current) ? 'page' : undefined}>
                      {t(item.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )
        })}
        <div className="lang-switch small">
          {LOCALES.map((code) =>
            code === locale ? (
              <span key={code} className="lang-switch__current" aria-current="true">
                {code.toUpperCase()}
              </span>
            ) : (
              <a key={code} href={hrefIn(code)} hrefLang={code} lang={code}>
                {code.toUpperCase()}
              </a>
            ),
          )}
        </div>
        <Link to="home" className="small">
          ← {t('admin.backToSite')}
        </Link>
        <p className="small muted admin__version">{t('admin.coreVersion', { version: CORE_VERSION })}</p>
      </nav>
      <div className="stack" style={{ minWidth: 0 }}>
        <h1>{title}</h1>
        <TestPaymentsWarning />
        {children}
      </div>
    </div>
  )
}
