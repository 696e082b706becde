import { useSuspenseQuery } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { useLocale, useT } from '../../i18n/i18n'
import { formatNumber } from '../../../contract/format'
import { orderListQuery } from './queries'
import { RECENT_ORDERS } from './order-history'

/** SPEC §2 Profile: the order history count (POST api/v2/order/filter, current store; the same call as the recent orders list). */
export function OrderCount() {
  const api = useApi()
  const t = useT()
  const locale = useLocale()
  const { data } = useSuspenseQuery(orderListQuery(api, 1, RECENT_ORDERS))
  return <p className="order-count">{t('account.profile.ordersCount', { count: formatNumber(data.total, locale) })}</p>
}
