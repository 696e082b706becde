import { useT } from '../../i18n/i18n'
import { ORDER_STATUSES, type OrderStatus } from '../../../contract/dto/commerce'

/** An order status in the page's language (an unknown status from the API is shown as sent). */
export function useOrderStatus(): (status: OrderStatus) => string {
  const t = useT()
  return (status) =>
    (ORDER_STATUSES as readonly string[]).includes(status) ? t(`account.checkoutSuccess.statuses.${status}`) : status
}
