import type { PageModule } from '../app/page-types'
import { useLocale, useT } from '../i18n/i18n'
import { pageTitle } from '../features/account/page-titles'
import { useCart } from '../features/cart/use-cart'
import { EmptyCart } from '../features/cart/empty-cart'

/** SPEC §2 Cart view (personal). Without a cart session the empty state is all there is to show. */
function CartPage() {
  const t = useT()
  const locale = useLocale()
  const { data: cart } = useCart()
  return (
    <div className="container section stack">
      <h1>{pageTitle('cart', locale)}</h1>
      {cart === null || (cart && cart.items.length === 0) ? <EmptyCart message={t('account.cart.empty')} /> : null}
    </div>
  )
}

export const page: PageModule = {
  Component: CartPage,
  personal: true,
  critical: async ({ locale }) => ({ head: { title: pageTitle('cart', locale), robots: 'noindex, nofollow' } }),
}
