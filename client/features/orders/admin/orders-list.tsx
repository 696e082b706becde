import { useQuery } from '@tanstack/react-query'
import type { AdminOrderRow } from '../../../../contract/dto/admin'
import { useApi } from '../../../lib/api-context'
import { Link } from '../../../lib/link'
import { DataList, type DataColumn } from '../../../lib/ui/data-list'
import { formatDateTime } from '../../../../contract/format-date'
import { formatMoney } from '../../../../contract/format'
import { useLocale, useT, type Translate } from '../../../i18n/i18n'
import type { Locale } from '../../../../contract/locales'
import { ordersQuery } from './api'
import { ORDER_STATUSES, type OrderStatus } from '../../../../contract/dto/commerce'
import { useOrderStatus } from '../order-status'
import { ListBar, ListFilter, ListSearch, useListQuery } from '../../admin/list-kit'

const orderColumns = (
  t: Translate,
  locale: Locale,
  statusText: (status: OrderStatus) => string,
): Array<DataColumn<AdminOrderRow>> => [
  {
    id: 'number',
    header: 'backoffice.orders.number',
    cell: (order) => (
      <Link to="adminOrderDetail" params={{ id: String(order.id) }}>
        {order.slug}
      </Link>
    ),
  },
  { id: 'date', header: 'backoffice.orders.date', cell: (order) => formatDateTime(order.createdAt, locale) },
  {
    id: 'customer',
    header: 'backoffice.orders.customer',
    cell: (order) => (
      <>
        {order.customer || '—'}
        <br />
        <span className="small muted">{order.email}</span>
      </>
    ),
  },
  {
    id: 'total',
    header: 'backoffice.orders.total',
    cell: (order) => formatMoney(order.orderTotal, locale, order.currency),
  },
  {
    id: 'payment',
    header: 'backoffice.orders.payment',
    cell: (order) => (order.paymentType ? t(`backoffice.orders.paymentTypes.${order.paymentType}`) : '—'),
  },
  {
    id: 'status',
    header: 'backoffice.orders.status',
    cell: (order) => <span className={`tag tag--${order.status}`}>{statusText(order.status)}</span>,
  },
]

/** `/admin/orders`: the store's orders, newest first, searched by number, e-mail or name and filtered by status. */
export function OrdersList() {
  const t = useT()
  const statusText = useOrderStatus()
  const locale = useLocale()
  const { query, api: apiQuery, page, update } = useListQuery(['status'])
  const list = useQuery(ordersQuery(useApi(), locale, apiQuery))
  return (
    <div className="stack">
      <ListBar>
        <ListSearch
          label={t('backoffice.orders.searchLabel')}
          value={query['q'] ?? ''}
          onSearch={(q) => update({ q })}
        />
        <ListFilter
          label={t('backoffice.orders.statusFilter')}
          value={query['status'] ?? ''}
          options={[
            { value: '', label: t('backoffice.list.all') },
            ...ORDER_STATUSES.map((status) => ({ value: status, label: statusText(status) })),
          ]}
          onChange={(status) => update({ status })}
        />
      </ListBar>
      <DataList
        label={t('routes.adminOrders')}
        list={list}
        searching={Boolean(query['q'] || query['status'])}
        columns={orderColumns(t, locale, statusText)}
        rowKey={(order) => order.id}
        paging={{ page, query }}
      />
    </div>
  )
}
