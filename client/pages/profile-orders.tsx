import { noop } from '@tanstack/react-query'
import type { PageModule, PageProps } from '../lib/page-types'
import { Link } from '../lib/link'
import { useT } from '../i18n/i18n'
import { WidgetBoundary } from '../lib/ui/widget-boundary'
import { customerOnly } from '../features/account/guest-route'
import { OrderHistory, ORDERS_PER_PAGE, readPage } from '../features/orders/order-history'
import { orderListQuery } from '../features/orders/queries'
import { routeTitleKey } from '../../contract/routes'

/** SPEC §6 order history of the logged-in customer (current store), paged with `?page=`. */
function ProfileOrdersPage({ searchParams }: PageProps) {
  const t = useT()
  return (
    <div className="container section stack account-page">
      <p>
        <Link to="profile">{t('account.guestPages.toProfile')}</Link>
      </p>
      <h1>{t(routeTitleKey('profileOrders'))}</h1>
      <WidgetBoundary errorText={t('account.profile.loadFailed')}>
        <OrderHistory page={readPage(searchParams.get('page'))} />
      </WidgetBoundary>
    </div>
  )
}

export const page: PageModule = {
  Component: ProfileOrdersPage,
  critical: customerOnly,
  deferred: ({ queryClient, api, searchParams }) =>
    void queryClient.query(orderListQuery(api, readPage(searchParams.get('page')), ORDERS_PER_PAGE)).catch(noop),
}
