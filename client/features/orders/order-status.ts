import { useT } from '../../i18n/i18n'
import type { OrderStatus } from '../../../contract/dto/commerce'

const STATUSES: readonly OrderStatus[] = ['pending_payment', 'paid', 'failed', 'cancelled', 'placed']

/** An order status in the page's language (an unknown status from the API is shown as sent). */
export function useOrderStatus(): (status: OrderStatus) => string {
  const t = useT()
  return (status) => (STATUSES.includes(status) ? t(`account.checkoutSuccess.statuses.${status}`) : status)
}
