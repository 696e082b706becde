import type { PageModule } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { cartQuery } from '../features/cart/queries'
import { useCart } from '../features/cart/use-cart'
import { EmptyCart } from '../features/cart/empty-cart'
import { routeTitleKey } from '../../contract/routes'

/** SPEC §2 Checkout (personal): with an empty cart there is nothing to pay — a message and the shop link. */
function CheckoutPage() {
  const t = useT()
  const { data: cart } = useCart()
  return (
    <div className="container section stack">
      <h1>{t(routeTitleKey('checkout'))}</h1>
      {cart === null || (cart && cart.items.length === 0) ? <EmptyCart message={t('account.checkout.empty')} /> : null}
    </div>
  )
}

export const page: PageModule = {
  Component: CheckoutPage,
  critical: async ({ locale, api, queryClient }) => {
    await queryClient.prefetchQuery(cartQuery(api, locale))
  },
}
