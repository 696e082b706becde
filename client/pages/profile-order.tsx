import { useSuspenseQuery } from '@tanstack/react-query'
import type { PageModule, PageProps } from '../lib/page-types'
import { useApi } from '../lib/api-context'
import { Link } from '../lib/link'
import { useLocale, useT } from '../i18n/i18n'
import { useHydrated } from '../lib/use-hydrated'
import { formatDate } from '../../contract/format-date'
import { WidgetBoundary } from '../lib/ui/widget-boundary'
import { customerOnly } from '../features/account/guest-route'
import { OrderDetails } from '../features/orders/order-summary'
import { orderQuery } from '../features/orders/queries'
import { ORDER_SLUG } from '../../contract/schemas/checkout'

/**
 * One order of the logged-in customer. Read in the browser through the edge (which adds the
 * barcode of an unpaid bank transfer); somebody else's order, or none, reads as not found.
 */
function ProfileOrderPage({ match }: PageProps) {
  const t = useT()
  const hydrated = useHydrated()
  const slug = match.params['slug'] ?? ''
  return (
    <div className="container section stack account-page">
      <p>
        <Link to="profileOrders">{t('customer.orders.back')}</Link>
      </p>
      <h1>{t('customer.orders.detailTitle', { number: slug })}</h1>
      {hydrated && ORDER_SLUG.test(slug) ? (
        <WidgetBoundary errorText={t('account.profile.loadFailed')}>
          <OwnOrder slug={slug} />
        </WidgetBoundary>
      ) : hydrated ? (
        <p className="notice notice--error">{t('customer.orders.notFound')}</p>
      ) : (
        <p className="muted" role="status">
          {t('common.loading')}
        </p>
      )}
    </div>
  )
}

function OwnOrder({ slug }: { slug: string }) {
  const api = useApi()
  const t = useT()
  const locale = useLocale()
  const { data: order } = useSuspenseQuery(orderQuery(api, slug))
  if (!order) return <p className="notice notice--error">{t('customer.orders.notFound')}</p>
  return (
    <>
      <p className="lead">{t('customer.orders.placedOn', { date: formatDate(order.createdAt, locale) })}</p>
      <OrderDetails order={order} payNow={{}} />
    </>
  )
}

export const page: PageModule = {
  Component: ProfileOrderPage,
  critical: async (ctx) => {
    const guard = await customerOnly(ctx)
    return guard.redirect
      ? guard
      : {
          head: {
            ...guard.head,
            title: ctx.t('customer.orders.detailTitle', { number: ctx.match.params['slug'] ?? '' }),
          },
        }
  },
}
