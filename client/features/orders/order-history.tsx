import { useSuspenseQuery } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { useLocale, useT } from '../../i18n/i18n'
import { Link } from '../../lib/link'
import { formatMoney } from '../../../contract/format'
import { formatDate } from '../../../contract/format-date'
import { orderListQuery } from './queries'
import { useOrderStatus } from './order-status'

export const ORDERS_PER_PAGE = 10
/** How many recent orders the profile lists (the rest on the order history page). */
export const RECENT_ORDERS = 3

/** A page number from `?page=` (1 when missing or not a positive integer). */
export function readPage(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1
}

/**
 * SPEC §6 order history: the customer's orders in the current store, newest first (number, date,
 * status, total), a page at a time, each opening its detail page.
 */
export function OrderHistory({
  page,
  limit = ORDERS_PER_PAGE,
  paged = true,
}: {
  page: number
  limit?: number
  paged?: boolean
}) {
  const api = useApi()
  const t = useT()
  const locale = useLocale()
  const statusText = useOrderStatus()
  const { data } = useSuspenseQuery(orderListQuery(api, page, limit))
  if (data.total === 0) return <p>{t('customer.orders.empty')}</p>
  const lastPage = Math.max(1, data.lastPage)
  return (
    <div className="stack">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('customer.orders.number')}</th>
            <th scope="col">{t('customer.orders.date')}</th>
            <th scope="col">{t('customer.orders.status')}</th>
            <th scope="col" className="num">
              {t('customer.orders.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.data.map((order) => (
            <tr key={order.id}>
              <td data-label={t('customer.orders.number')}>
                <Link
                  to="profileOrder"
                  params={{ slug: order.slug }}
                  aria-label={t('customer.orders.open', { number: order.slug })}
                >
                  {order.slug}
                </Link>
              </td>
              <td data-label={t('customer.orders.date')}>{formatDate(order.createdAt, locale)}</td>
              <td data-label={t('customer.orders.status')}>{statusText(order.status)}</td>
              <td data-label={t('customer.orders.total')} className="num">
                {formatMoney(order.orderTotal, locale, order.currency || 'EUR')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {paged && lastPage > 1 ? (
        <nav className="order-history__nav" aria-label={t('customer.orders.pagination')}>
          {page > 1 ? (
            <Link
              to="profileOrders"
              query={page - 1 > 1 ? { page: String(page - 1) } : {}}
              className="btn btn--secondary btn--sm"
            >
              {t('customer.orders.previous')}
            </Link>
          ) : null}
          <span aria-current="page">{t('customer.orders.page', { page, pages: lastPage })}</span>
          {page < lastPage ? (
            <Link to="profileOrders" query={{ page: String(page + 1) }} className="btn btn--secondary btn--sm">
              {t('customer.orders.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  )
}
