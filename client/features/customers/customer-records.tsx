import type { AdminCustomerDetail } from '../../../contract/dto/customers'
import { formatMoney } from '../../../contract/format'
import { formatDateTime } from '../../../contract/format-date'
import { useLocale, useT } from '../../i18n/i18n'
import { Link } from '../../lib/link'
import { useOrderStatus } from '../orders/order-status'
import { consentSourceLabel } from '../consents/admin/consent-source'

/** The customer's newest orders (each linking to its backoffice page) and the consents they gave (issue 37). */
export function CustomerRecords({ detail }: { detail: AdminCustomerDetail }) {
  const t = useT()
  const locale = useLocale()
  const statusText = useOrderStatus()
  return (
    <>
      <section className="panel stack" aria-labelledby="customer-orders">
        <h3 id="customer-orders">{t('adminCustomers.ordersTitle')}</h3>
        {detail.orders.length === 0 ? (
          <p className="muted">{t('adminCustomers.noOrders')}</p>
        ) : (
          <>
            <p>{t('adminCustomers.ordersCount', { count: detail.orderCount })}</p>
            <ul className="stack" role="list">
              {detail.orders.map((order) => (
                <li key={order.id}>
                  <Link to="adminOrderDetail" params={{ id: String(order.id) }}>
                    {order.slug}
                  </Link>{' '}
                  · <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, locale)}</time> ·{' '}
                  <span className={`tag tag--${order.status}`}>{statusText(order.status)}</span> ·{' '}
                  {formatMoney(order.totalCents / 100, locale, order.currency)}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section className="panel stack" aria-labelledby="customer-consents">
        <h3 id="customer-consents">{t('adminCustomers.consentsTitle')}</h3>
        {detail.consents.length === 0 ? (
          <p className="muted">{t('adminCustomers.noConsents')}</p>
        ) : (
          <ul className="stack" role="list">
            {detail.consents.map((consent) => (
              <li key={consent.id}>
                <time dateTime={consent.at}>{formatDateTime(consent.at, locale)}</time> ·{' '}
                {t('adminCustomers.consentWhere')}: {consentSourceLabel(t, consent.sourceType)} ·{' '}
                {t('adminCustomers.consentStatus')}: {consent.status}
                {consent.consents.length > 0 ? (
                  <>
                    {' '}
                    · {t('adminCustomers.consentWhat')}: {consent.consents.join(', ')}
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}
