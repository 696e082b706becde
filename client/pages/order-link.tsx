import { useSuspenseQuery } from '@tanstack/react-query'
import type { PageModule, PageProps } from '../lib/page-types'
import { useApi } from '../lib/api-context'
import { Link } from '../lib/link'
import { useLocale, useT } from '../i18n/i18n'
import { useHydrated } from '../lib/use-hydrated'
import { formatDate } from '../../contract/format-date'
import { WidgetBoundary } from '../lib/ui/widget-boundary'
import { OrderDetails } from '../features/orders/order-summary'
import { orderLinkQuery } from '../features/orders/queries'
import { routeTitleKey } from '../../contract/routes'
import { ORDER_LINK_TTL_DAYS } from '../../contract/schemas/checkout'

/**
 * The order of a confirmation e-mail's signed link (`?t=`), for a guest without an account: that
 * one order, or a page that says the link is broken or expired — never another order.
 */
function OrderLinkPage({ searchParams }: PageProps) {
  const t = useT()
  const hydrated = useHydrated()
  const token = searchParams.get('t')?.trim() ?? ''
  // The page keeps its heading while the order loads (before hydration and while the query runs).
  const loading = <Loading />
  return (
    <div className="container section stack account-page">
      {hydrated ? (
        <WidgetBoundary errorText={t('error.generic')} loading={loading}>
          {token ? <LinkedOrder token={token} /> : <LinkProblem expired={false} />}
        </WidgetBoundary>
      ) : (
        loading
      )}
    </div>
  )
}

function Loading() {
  const t = useT()
  return (
    <>
      <h1>{t(routeTitleKey('orderLink'))}</h1>
      <p className="muted" role="status">
        {t('common.loading')}
      </p>
    </>
  )
}

function LinkedOrder({ token }: { token: string }) {
  const api = useApi()
  const t = useT()
  const locale = useLocale()
  const { data } = useSuspenseQuery(orderLinkQuery(api, token))
  if (data.state !== 'valid') return <LinkProblem expired={data.state === 'expired'} />
  const { order } = data
  return (
    <>
      <h1>{t('customer.orders.detailTitle', { number: order.slug })}</h1>
      <p className="lead">{t('customer.orders.placedOn', { date: formatDate(order.createdAt, locale) })}</p>
      <p className="muted">{t('customer.orderLink.intro', { days: ORDER_LINK_TTL_DAYS })}</p>
      <OrderDetails order={order} payNow={{ linkToken: token }} />
    </>
  )
}

function LinkProblem({ expired }: { expired: boolean }) {
  const t = useT()
  return (
    <>
      <h1>{t(expired ? 'customer.orderLink.expired' : 'customer.orderLink.invalid')}</h1>
      <p className="notice notice--error">
        {t(expired ? 'customer.orderLink.expiredText' : 'customer.orderLink.invalidText')}
      </p>
      <p className="button-row">
        <Link to="profile" className="btn btn--primary">
          {t('customer.orderLink.toProfile')}
        </Link>
        <Link to="home" className="btn btn--secondary">
          {t('common.backHome')}
        </Link>
      </p>
    </>
  )
}

export const page: PageModule = {
  Component: OrderLinkPage,
  critical: async () => ({ head: { robots: 'noindex, nofollow' } }),
}
