import { useQuery, noop } from '@tanstack/react-query'
import type { PageModule, PageProps } from '../lib/page-types'
import { useLocale, useT } from '../i18n/i18n'
import { useApi } from '../lib/api-context'
import { cartQuery, checkoutSettingsQuery } from '../features/cart/queries'
import { useAwaitingPayment, useCart, useHydratedCart } from '../features/cart/use-cart'
import { useHydrated } from '../lib/use-hydrated'
import { EmptyCart } from '../features/cart/empty-cart'
import { CheckoutView } from '../features/checkout/checkout-view'
import { AwaitingPaymentNotice } from '../features/orders/awaiting-payment'
import { CartEndedNotice } from '../features/cart/cart-ended-notice'
import { routeTitleKey } from '../../contract/routes'
import { NoScriptCheckout } from '../features/checkout/no-script/no-script-checkout'
import { noScriptCheckoutQuery } from '../features/checkout/no-script/queries'
import { countriesQuery } from '../features/addresses/queries'
import { consentsQuery } from '../features/consents/queries'
import { profileQuery } from '../features/account/queries'
import { useViewer } from '../lib/viewer'

/** SPEC §2 Checkout (personal, never cached): the three steps for a cart with lines; an empty cart gets a message and the shop link. */
function CheckoutPage({ searchParams }: PageProps) {
  const t = useT()
  const api = useApi()
  const locale = useLocale()
  // What the server rendered until the page has hydrated (an ended session's cart is fetched by the browser).
  const cart = useHydratedCart()
  const hydrated = useHydrated()
  const failed = useCart().isError && hydrated
  const awaiting = useAwaitingPayment()
  const settings = useQuery(checkoutSettingsQuery(api, locale))
  const viewer = useViewer()
  const empty = cart === null || (cart && cart.items.length === 0)
  return (
    <div className="container section stack">
      <h1>{t(routeTitleKey('checkout'))}</h1>
      <AwaitingPaymentNotice />
      <CartEndedNotice />
      {empty && !awaiting ? <EmptyCart message={t('account.checkout.empty')} /> : null}
      {failed ? <p className="notice notice--error">{t('error.page.unavailableText')}</p> : null}
      {cart && !empty && settings.data ? (
        <>
          {settings.data.loginRequiredToBuy && !viewer ? (
            // The shop sells to customers only: the way to log in or register is links, with or without scripts.
            <CheckoutView cart={cart} settings={settings.data} requestedStep={searchParams.get('step')} />
          ) : (
            <>
              {/* Hidden without scripts: the forms below are the checkout then (issue 38). */}
              <div className="needs-js">
                <CheckoutView cart={cart} settings={settings.data} requestedStep={searchParams.get('step')} />
              </div>
              <noscript>
                <NoScriptCheckout cart={cart} settings={settings.data} />
              </noscript>
            </>
          )}
        </>
      ) : null}
      {cart && !empty && !settings.data ? <p className="muted">{t('checkout.loading')}</p> : null}
    </div>
  )
}

export const page: PageModule = {
  Component: CheckoutPage,
  critical: async ({ locale, api, queryClient, server, viewer }) => {
    await Promise.all([
      queryClient.query(cartQuery(api, locale)).catch(noop),
      queryClient.query(checkoutSettingsQuery(api, locale)).catch(noop),
      // The checkout without scripts (issue 38) is rendered by the server only, from these.
      ...(server
        ? [
            queryClient.query(noScriptCheckoutQuery(api)).catch(noop),
            queryClient.query(countriesQuery(api, locale)).catch(noop),
            queryClient.query(consentsQuery(api, locale, 'checkout')).catch(noop),
            ...(viewer ? [queryClient.query(profileQuery(api)).catch(noop)] : []),
          ]
        : []),
    ])
  },
}
