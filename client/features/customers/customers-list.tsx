import { useQuery } from '@tanstack/react-query'
import type { AdminCustomerRow } from '../../../contract/dto/customers'
import { formatDateTime } from '../../../contract/format-date'
import type { Locale } from '../../../contract/locales'
import { useLocale, useT, type Translate } from '../../i18n/i18n'
import { useApi } from '../../lib/api-context'
import { Link } from '../../lib/link'
import { DataList, type DataColumn } from '../../lib/ui/data-list'
import { ListBar, ListSearch, useListQuery } from '../admin/list-kit'
import { customersQuery } from './api'

export const customerName = (customer: { firstName: string; lastName: string }, t: Translate): string =>
  `${customer.firstName} ${customer.lastName}`.trim() || t('adminCustomers.noName')

const customerColumns = (t: Translate, locale: Locale): Array<DataColumn<AdminCustomerRow>> => [
  {
    id: 'name',
    header: 'adminCustomers.name',
    className: 'backoffice-cell',
    cell: (customer) => (
      <Link to="adminCustomerDetail" params={{ id: String(customer.id) }}>
        {customerName(customer, t)}
      </Link>
    ),
  },
  { id: 'email', header: 'adminCustomers.email', className: 'backoffice-cell', cell: (customer) => customer.email },
  {
    id: 'registered',
    header: 'adminCustomers.registered',
    cell: (customer) => formatDateTime(customer.createdAt, locale),
  },
  { id: 'orders', header: 'adminCustomers.orders', cell: (customer) => customer.orderCount },
  {
    id: 'status',
    header: 'adminCustomers.status',
    cell: (customer) => t(customer.blockedAt ? 'adminCustomers.blocked' : 'adminCustomers.active'),
  },
  {
    id: 'verified',
    header: 'adminCustomers.verified',
    cell: (customer) => t(customer.emailVerified ? 'adminCustomers.yes' : 'adminCustomers.no'),
  },
]

/** `/admin/customers` (issue 37): customer accounts, newest first, searched by name or e-mail and paged on the server. */
export function CustomersList() {
  const t = useT()
  const locale = useLocale()
  const list = useListQuery([])
  const customers = useQuery(customersQuery(useApi(), locale, list.api))
  return (
    <div className="stack">
      <p className="muted">{t('adminCustomers.intro')}</p>
      <ListBar>
        <ListSearch
          label={t('adminCustomers.searchLabel')}
          value={list.query['q'] ?? ''}
          onSearch={(q) => list.update({ q })}
        />
      </ListBar>
      <DataList
        label={t('routes.adminCustomers')}
        list={customers}
        searching={Boolean(list.query['q'])}
        columns={customerColumns(t, locale)}
        rowKey={(customer) => customer.id}
        paging={{ page: list.page, query: list.query }}
      />
    </div>
  )
}
