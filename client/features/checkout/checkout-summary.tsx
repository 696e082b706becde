import { useLocale, useT } from '../../i18n/i18n'
import { formatMoney } from '../../lib/format'
import type { Cart } from '../../../contract/dto/commerce'

/** The order beside the steps: lines and the server's totals (SPEC §2 summary). */
export function CheckoutSummary({ cart }: { cart: Cart }) {
  const t = useT()
  const locale = useLocale()
  const totals = cart.prices.converted
  const money = (amount: number) => formatMoney(amount, locale, cart.currency.code)
  return (
    <aside className="checkout__summary cart-box stack" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="cart-box__title">
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
      <dl className="totals">
        <dt>{t('cart.summary.itemsTotal')}</dt>
        <dd>{money(totals.itemsTotal)}</dd>
        {totals.coupon !== 0 ? (
          <>
            <dt>{cart.couponCode ? t('cart.summary.coupon', { code: cart.couponCode }) : t('cart.summary.couponPlain')}</dt>
            <dd>{money(-Math.abs(totals.coupon))}</dd>
          </>
        ) : null}
        <dt>{cart.digitalOnly ? t('cart.summary.digitalDelivery') : t('cart.summary.delivery')}</dt>
        <dd>{cart.digitalOnly || cart.deliveryMethodId !== null ? money(totals.delivery) : t('cart.summary.deliveryAtCheckout')}</dd>
        <dt>{t('cart.summary.tax')}</dt>
        <dd>{money(totals.tax)}</dd>
        <dt className="totals__grand">{t('cart.summary.total')}</dt>
        <dd className="totals__grand">{money(totals.orderTotal)}</dd>
      </dl>
    </aside>
  )
}
