import { useId } from 'react'
import { Link } from '../../lib/link'
import { useLocale, useT } from '../../i18n/i18n'
import type { Cart } from '../../../contract/dto/commerce'
import { formatMoney } from '../../../contract/format'

/**
 * SPEC §2 summary from the server's totals (prices.converted): items, coupon discount (negative),
 * delivery (its price once a method is chosen at checkout, none for digital-only carts), VAT
 * contained, total; the membership saving when there is one; the checkout link.
 */
export function CartSummary({ cart, onCheckout }: { cart: Cart; onCheckout?: () => void }) {
  const t = useT()
  const headingId = useId()
  return (
    <section className="cart-box cart-summary stack" aria-labelledby={headingId}>
      <h2 id={headingId} className="cart-box__title">
        {t('cart.summary.title')}
      </h2>
      <CartTotalsTable cart={cart} />
      <Link to="checkout" className="btn btn--primary btn--block" {...(onCheckout ? { onClick: onCheckout } : {})}>
        {t('cart.summary.checkout')}
      </Link>
    </section>
  )
}

/** The server's totals as rows (cart page, cart modal, checkout): items, coupon, delivery, VAT, total, membership saving. */
export function CartTotalsTable({ cart }: { cart: Cart }) {
  const t = useT()
  const locale = useLocale()
  const totals = cart.prices.converted
  const money = (amount: number) => formatMoney(amount, locale, cart.currency.code)
  const couponAmount = -Math.abs(totals.coupon)
  const showCoupon = cart.coupon || couponAmount !== 0
  return (
    <table className="cart-summary__table">
      <tbody>
        <tr>
          <th scope="row">{t('cart.summary.itemsTotal')}</th>
          <td>{money(totals.itemsTotal)}</td>
        </tr>
        {showCoupon ? (
          <tr className="cart-summary__discount">
            <th scope="row">
              {cart.couponCode ? t('cart.summary.coupon', { code: cart.couponCode }) : t('cart.summary.couponPlain')}
            </th>
            <td>{money(couponAmount)}</td>
          </tr>
        ) : null}
        <tr>
          <th scope="row">{cart.digitalOnly ? t('cart.summary.digitalDelivery') : t('cart.summary.delivery')}</th>
          {cart.digitalOnly || cart.deliveryMethodId !== null ? (
            <td>{money(totals.delivery)}</td>
          ) : (
            <td className="cart-summary__note">{t('cart.summary.deliveryAtCheckout')}</td>
          )}
        </tr>
        <tr className="cart-summary__tax">
          <th scope="row">{t('cart.summary.tax')}</th>
          <td>{money(totals.tax)}</td>
        </tr>
        <tr className="cart-summary__total">
          <th scope="row">{t('cart.summary.total')}</th>
          <td>{money(totals.orderTotal)}</td>
        </tr>
        {totals.loyalty > 0 ? (
          <tr className="cart-summary__loyalty">
            <th scope="row">{t('cart.summary.loyalty')}</th>
            <td>{money(totals.loyalty)}</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  )
}
