import { useLocale, useT } from '../../i18n/i18n'
import { formatMoney } from '../../../contract/format'
import type { Cart } from '../../../contract/dto/commerce'
import { CartTotalsTable } from '../cart/cart-summary'

/** The order beside the steps: lines and the server's totals (SPEC §2 summary). */
export function CheckoutSummary({ cart, titleId = 'checkout-summary-title' }: { cart: Cart; titleId?: string }) {
  const t = useT()
  const locale = useLocale()
  const money = (amount: number) => formatMoney(amount, locale, cart.currency.code)
  return (
    <aside className="checkout__summary cart-box stack" aria-labelledby={titleId}>
      <h2 id={titleId} className="cart-box__title">
        {t('checkout.summary.title')}
      </h2>
      <p className="muted">{t('checkout.summary.items', { count: cart.itemsCount })}</p>
      <ul className="checkout-lines">
        {cart.items.map((item) => (
          <li key={item.itemId} className="checkout-lines__item">
            <span>
              {item.productData.name} × {item.qty}
            </span>
            <span>{money(item.prices.converted.row)}</span>
          </li>
        ))}
      </ul>
      <CartTotalsTable cart={cart} />
    </aside>
  )
}
