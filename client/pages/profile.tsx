import { useQueryClient, useSuspenseQuery, noop } from '@tanstack/react-query'
import type { PageModule, PageProps, ViewerInfo } from '../lib/page-types'
import { useRouter } from '../lib/navigation'
import { safeRedirect } from '../../contract/safe-redirect'
import { useApi } from '../lib/api-context'
import { Link } from '../lib/link'
import { useViewer } from '../lib/viewer'
import { useLocale, useT } from '../i18n/i18n'
import { ChangePasswordForm } from '../features/account/change-password-form'
import { ProfileEditForm } from '../features/account/profile-edit-form'
import { MemberCardSection } from '../features/account/member-card-section'
import { PrivacySection } from '../features/account/privacy-section'
import { profileQuery } from '../features/account/queries'
import { consentsQuery } from '../features/consents/queries'
import { RegisterForm } from '../features/account/register-form'
import { WidgetBoundary } from '../lib/ui/widget-boundary'
import { LoginForm } from '../features/auth/login-form'
import { SocialButtons } from '../features/auth/social-buttons'
import { socialProvidersQuery } from '../features/auth/social-queries'
import { useLogout } from '../features/auth/use-logout'
import { OrderCount } from '../features/orders/order-count'
import { OrderHistory, RECENT_ORDERS } from '../features/orders/order-history'
import { AddressBook } from '../features/addresses/address-book'
import { checkoutSettingsQuery } from '../features/cart/queries'
import { countriesQuery } from '../features/addresses/queries'
import { orderListQuery } from '../features/orders/queries'
import { wishlistQuery } from '../features/wishlist/queries'
import { WishlistList } from '../features/wishlist/wishlist-list'
import { routeTitleKey } from '../../contract/routes'
import { authFormAction } from '../../contract/auth-form'
import { AuthFormNotice, useAuthFormOutcome } from '../features/auth/auth-form-outcome'

/** SPEC §2 Profile: logged out → login + register forms; logged in → edit, password, wishlist, orders, logout. */
function ProfilePage({ searchParams }: PageProps) {
  const t = useT()
  const viewer = useViewer()
  // A login or a registration sent without the app (issue 38) lands here saying so.
  const posted = useAuthFormOutcome(null)
  return (
    <div className="container section stack account-page">
      <h1>{t(routeTitleKey('profile'))}</h1>
      {viewer ? <AuthFormNotice posted={posted} /> : null}
      {viewer && searchParams.get('notice') === 'account_replaced' ? (
        // A provider login replaced an unconfirmed registration of this e-mail (worker/routes/social.ts).
        <p className="notice" role="status">
          {t('account.profile.accountReplaced')}
        </p>
      ) : null}
      {viewer ? (
        <LoggedInProfile viewer={viewer} />
      ) : (
        <GuestProfile redirect={safeRedirect(searchParams.get('redirect'), '')} />
      )}
    </div>
  )
}

/** Logged out: the login form (back to where the visitor came from, SPEC §5 `redirect`) and the register form. */
function GuestProfile({ redirect }: { redirect: string }) {
  const t = useT()
  const { navigate } = useRouter()
  return (
    <div className="grid grid--2 account-forms">
      <div className="stack">
        <LoginForm
          title={t('account.login.title')}
          redirect={redirect || undefined}
          onLoggedIn={(result) => (redirect ? navigate(result.redirect) : undefined)}
        />
        <SocialButtons redirect={redirect || undefined} withDivider />
      </div>
      <RegisterForm redirect={redirect || undefined} />
    </div>
  )
}

function LoggedInProfile({ viewer }: { viewer: ViewerInfo }) {
  const t = useT()
  const locale = useLocale()
  const { logout, pending } = useLogout()
  const name = `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.email
  return (
    <div className="stack">
      <div className="account-page__intro">
        <p className="lead">{t('account.profile.greeting', { name })}</p>
        {viewer.isBackofficeUser ? (
          <p>
            {t('account.profile.backofficeNote')} <Link to="admin">{t('account.profile.toAdmin')}</Link>
          </p>
        ) : null}
        {/* Without the app the edge logs out (/api/auth-form/logout, issue 38) and sends the visitor home. */}
        <form
          method="post"
          action={authFormAction('logout', locale)}
          onSubmit={(event) => {
            event.preventDefault()
            logout()
          }}
        >
          <button type="submit" className="btn btn--secondary" disabled={pending} aria-busy={pending}>
            {t('account.profile.logout')}
          </button>
        </form>
      </div>
      <div className="grid grid--2">
        <WidgetBoundary errorText={t('account.profile.loadFailed')}>
          <ProfileDetails />
        </WidgetBoundary>
        <ChangePasswordForm />
      </div>
      <div className="grid grid--2">
        <section className="panel stack" aria-labelledby="profile-orders">
          <h2 id="profile-orders">{t('account.profile.ordersTitle')}</h2>
          <WidgetBoundary errorText={t('account.profile.loadFailed')}>
            <OrderCount />
            <OrderHistory page={1} limit={RECENT_ORDERS} paged={false} />
          </WidgetBoundary>
          <p>
            <Link to="profileOrders">{t('customer.orders.allOrders')}</Link>
          </p>
        </section>
        <section className="panel stack" aria-labelledby="profile-addresses">
          <h2 id="profile-addresses">{t('customer.addresses.title')}</h2>
          <WidgetBoundary errorText={t('account.profile.loadFailed')}>
            <ProfileAddresses />
          </WidgetBoundary>
        </section>
      </div>
      <div className="grid grid--2">
        {viewer.isBackofficeUser ? null : (
          <section className="panel stack" aria-labelledby="profile-wishlist">
            <h2 id="profile-wishlist">{t('account.profile.wishlistTitle')}</h2>
            <WidgetBoundary errorText={t('account.profile.loadFailed')}>
              <WishlistList />
            </WidgetBoundary>
          </section>
        )}
        {/* Staff accounts are closed by the shop's owner, never erased by themselves (issue 37). */}
        {viewer.isBackofficeUser ? null : <PrivacySection />}
      </div>
    </div>
  )
}

function ProfileAddresses() {
  const api = useApi()
  const queryClient = useQueryClient()
  const { data: profile } = useSuspenseQuery(profileQuery(api))
  return (
    <AddressBook
      addresses={profile.addresses}
      onChanged={() => queryClient.invalidateQueries({ queryKey: profileQuery(api).queryKey })}
    />
  )
}

function ProfileDetails() {
  const api = useApi()
  const { data: profile } = useSuspenseQuery(profileQuery(api))
  return (
    <div className="stack">
      <ProfileEditForm key={profile.updatedAt} profile={profile} />
      <MemberCardSection profile={profile} />
    </div>
  )
}

export const page: PageModule = {
  Component: ProfilePage,
  /**
   * A guest's forms work without the app (issue 38), so the server's first answer carries the
   * register consents, the provider links and the address fields' countries in place: a browser without JavaScript never sees a
   * part streamed later (only React's script puts it in place). In the app they load as before.
   */
  critical: async ({ queryClient, api, viewer, locale, server }) => {
    if (viewer || !server) return
    await Promise.all([
      queryClient.query(consentsQuery(api, locale, 'register')).catch(noop),
      queryClient.query(socialProvidersQuery(api)).catch(noop),
      // The register form's address fields: its countries and the shop's rules.
      queryClient.query(countriesQuery(api, locale)).catch(noop),
      queryClient.query(checkoutSettingsQuery(api, locale)).catch(noop),
    ])
  },
  deferred: ({ queryClient, api, viewer, locale }) => {
    if (!viewer) {
      void queryClient.query(consentsQuery(api, locale, 'register')).catch(noop)
      void queryClient.query(socialProvidersQuery(api)).catch(noop)
      return
    }
    void queryClient.query(profileQuery(api)).catch(noop)
    void queryClient.query(orderListQuery(api, 1, RECENT_ORDERS)).catch(noop)
    void queryClient.query(countriesQuery(api, locale)).catch(noop)
    void queryClient.query(checkoutSettingsQuery(api, locale)).catch(noop)
    if (!viewer.isBackofficeUser) void queryClient.query(wishlistQuery(api, locale)).catch(noop)
  },
}
