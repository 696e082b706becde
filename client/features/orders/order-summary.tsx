import { AfterSale } from './after-sale/after-sale'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { useLocale, useT } from '../../i18n/i18n'
import { formatMoney } from '../../../contract/format'
import type { Order, OrderAddress } from '../../../contract/dto/commerce'
import { orderQuery } from './queries'
import { BankTransferDetails } from './bank-transfer'
import { PayNow } from './pay-now'
import { useOrderStatus } from './order-status'

const addressLine = (a: OrderAddress) =>
  `${a.firstName} ${a.lastName}, ${a.street} ${a.houseNumber}, ${a.zipCode} ${a.city}, ${a.countryName}`

/** The order's summary (only for its owner or the browser that placed it; nothing for anyone else). */
export function OrderSummary({ slug }: { slug: string }) {
  const api = useApi()
  const { data: order } = useSuspenseQuery(orderQuery(api, slug))
  return order ? <OrderDetails order={order} /> : null
}

/** An order's lines with their options, totals with the coupon, delivery, payment, addresses, and the HUB-3 data while a bank transfer is unpaid ("pay now", where the viewer may pay: the customer's and the signed link's pages, not staff's). */
export function OrderDetails({ order, payNow }: { order: Order; payNow?: { linkToken?: string } }) {
  const t = useT()
  const locale = useLocale()
  const statusText = useOrderStatus()
  const money = (value: number) => formatMoney(value, locale, order.currency || 'EUR')
  const status = statusText(order.status)
  return (
    <>
      {order.bankTransfer ? <BankTransferDetails bank={order.bankTransfer} orderSlug={order.slug} /> : null}
      {payNow ? <PayNow order={order} linkToken={payNow.linkToken} /> : null}
      <section className="order-summary stack" aria-labelledby="order-summary-title">
        <h2 id="order-summary-title">{t('account.checkoutSuccess.summary')}</h2>
        <p>
          {t('account.checkoutSuccess.status')}: <strong>{status}</strong>
        </p>
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('account.checkoutSuccess.product')}</th>
              <th scope="col" className="num">
                {t('common.quantity')}
              </th>
              <th scope="col" className="num">
                {t('common.price')}
              </th>
              <th scope="col" className="num">
                {t('common.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.id}>
                <td data-label={t('account.checkoutSuccess.product')}>
                  {line.name}
                  {line.options.attributes.length > 0 ? (
                    <span className="muted">
                      {' '}
                      (
                      {line.options.attributes
                        .map((attribute) => `${attribute.label}: ${attribute.valueLabel}`)
                        .join(', ')}
                      )
                    </span>
                  ) : null}
                </td>
                <td data-label={t('common.quantity')} className="num">
                  {line.qty}
                </td>
                <td data-label={t('common.price')} className="num">
                  {money(line.unitPrice)}
                </td>
                <td data-label={t('common.total')} className="num">
                  {money(line.rowTotal)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="totals">
          <dt>{t('account.checkoutSuccess.itemsTotal')}</dt>
          <dd>{money(order.prices.itemsTotal)}</dd>
          {order.prices.coupon !== 0 ? (
            <>
              <dt>
                {t('account.checkoutSuccess.coupon')}
                {order.couponCode ? ` (${order.couponCode})` : ''}
              </dt>
              <dd>{money(order.prices.coupon)}</dd>
            </>
          ) : null}
          <dt>{t('account.checkoutSuccess.delivery')}</dt>
          <dd>{money(order.prices.delivery)}</dd>
          <dt>{t('account.checkoutSuccess.tax')}</dt>
          <dd>{money(order.prices.tax)}</dd>
          <dt className="totals__grand">{t('account.checkoutSuccess.total')}</dt>
          <dd className="totals__grand">{money(order.prices.orderTotal)}</dd>
        </dl>
        <dl className="order-facts">
          {order.deliveryMethod ? (
            <>
              <dt>{t('checkout.success.delivery')}</dt>
              <dd>
                {order.deliveryMethod.name}
                {order.deliveryBranch ? ` – ${order.deliveryBranch.name} (${order.deliveryBranch.address})` : ''}
              </dd>
            </>
          ) : null}
          {order.paymentMethod ? (
            <>
              <dt>{t('checkout.success.payment')}</dt>
              <dd>{order.paymentMethod.name}</dd>
            </>
          ) : null}
          {order.shippingAddress ? (
            <>
              <dt>{t('checkout.success.shippingAddress')}</dt>
              <dd>{addressLine(order.shippingAddress)}</dd>
            </>
          ) : null}
          {order.billingAddress ? (
            <>
              <dt>{t('checkout.success.billingAddress')}</dt>
              <dd>{addressLine(order.billingAddress)}</dd>
            </>
          ) : null}
          {order.companyData ? (
            <>
              <dt>{t('checkout.success.company')}</dt>
              <dd>
                {order.companyData.companyName}, OIB {order.companyData.oib}
              </dd>
            </>
          ) : null}
          {order.orderMessage ? (
            <>
              <dt>{t('checkout.success.note')}</dt>
              <dd className="order-facts__note">{order.orderMessage}</dd>
            </>
          ) : null}
        </dl>
      </section>
      {payNow ? <AfterSale order={order} linkToken={payNow.linkToken} /> : null}
    </>
  )
}
