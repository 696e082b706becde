import { useQuery } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { Link } from '../../lib/link'
import { formatDateTime } from '../../../contract/format-date'
import { formatMoney } from '../../../contract/format'
import { useLocale, useT } from '../../i18n/i18n'
import { ordersQuery } from './api'
import { ORDER_STATUSES } from '../../../contract/dto/commerce'
import { ListBar, ListFilter, ListPager, ListSearch, ListStatus, ScrollTable, useListQuery } from './list-kit'

/** `/admin/orders`: the store's orders, newest first, searched by number, e-mail or name and filtered by status. */
export function OrdersList() {
  const t = useT()
  const locale = useLocale()
  const { query, api: apiQuery, page, update } = useListQuery(['status'])
  const list = useQuery(ordersQuery(useApi(), locale, apiQuery))
  const rows = list.data?.data ?? []
  return (
    <div className="stack">
      <ListBar>
        <ListSearch label={t('backoffice.orders.searchLabel')} value={query['q'] ?? ''} onSearch={(q) => update({ q })} />
        <ListFilter
          label={t('backoffice.orders.statusFilter')}
          value={query['status'] ?? ''}
          options={[{ value: '', label: t('backoffice.list.all') }, ...ORDER_STATUSES.map((status) => ({ value: status, label: t(`backoffice.orders.statuses.${status}`) }))]}
          onChange={(status) => update({ status })}
        />
      </ListBar>
      <ListStatus list={list} searching={Boolean(query['q'] || query['status'])} />
      {rows.length > 0 ? (
        <ScrollTable label={t('routes.adminOrders')}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('backoffice.orders.number')}</th>
                <th scope="col">{t('backoffice.orders.date')}</th>
                <th scope="col">{t('backoffice.orders.customer')}</th>
                <th scope="col">{t('backoffice.orders.total')}</th>
                <th scope="col">{t('backoffice.orders.payment')}</th>
                <th scope="col">{t('backoffice.orders.status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((order) => (
                <tr key={order.id}>
                  <td data-label={t('backoffice.orders.number')}>
                    <Link to="adminOrderDetail" params={{ id: String(order.id) }}>
                      {order.slug}
                    </Link>
                  </td>
                  <td data-label={t('backoffice.orders.date')}>{formatDateTime(order.createdAt, locale)}</td>
                  <td data-label={t('backoffice.orders.customer')}>
                    {order.customer || '—'}
                    <br />
                    <span className="small muted">{order.email}</span>
                  </td>
                  <td data-label={t('backoffice.orders.total')}>{formatMoney(order.orderTotal, locale, order.currency)}</td>
                  <td data-label={t('backoffice.orders.payment')}>{order.paymentType ? t(`backoffice.orders.paymentTypes.${order.paymentType}`) : '—'}</td>
                  <td data-label={t('backoffice.orders.status')}>
                    <span className={`tag tag--${order.status}`}>{t(`backoffice.orders.statuses.${order.status}`)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      ) : null}
      <ListPager page={page} lastPage={list.data?.lastPage ?? 1} query={query} />
    </div>
  )
}
