import { noop } from '@tanstack/react-query'
import type { PageModule, PageProps } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { CartView } from '../features/cart-view/cart-view'
import { cartQuery } from '../features/cart/queries'
import { useAwaitingPayment } from '../features/cart/use-cart'
import { PaymentIncompleteNotice } from '../features/orders/payment-incomplete'
import { AwaitingPaymentNotice } from '../features/orders/awaiting-payment'
import { CartEndedNotice } from '../features/cart/cart-ended-notice'
import { routeTitleKey } from '../../contract/routes'

/** SPEC §2 Cart view (personal, never cached): the cart is server-rendered from the cookie session. */
function CartPage({ searchParams }: PageProps) {
  const t = useT()
  const awaiting = useAwaitingPayment()
  return (
    <div className="container section stack">
      <h1>{t(routeTitleKey('cart'))}</h1>
      <PaymentIncompleteNotice searchParams={searchParams} />
      <AwaitingPaymentNotice />
      <CartEndedNotice />
      {awaiting ? null : <CartView variant="page" />}
    </div>
  )
}

export const page: PageModule = {
  Component: CartPage,
  critical: async ({ locale, api, queryClient }) => {
    // Personal page (never cached): the cart is rendered on the server; a failure leaves it to the browser.
    await queryClient.query(cartQuery(api, locale)).catch(noop)
  },
}
