import { useT } from '../../i18n/i18n'
import { useHydratedCart } from '../cart/use-cart'
import { PAYMENT_INCOMPLETE_QUERY } from '../../../contract/schemas/checkout'

/**
 * Back from the payment provider without paying (declined, cancelled, the session ended): the
 * provider's failure URL is the cart with `?payment=incomplete`, whose GET has given the failed
 * order's cart back. Said only when the lines are really back (another browser has no such cart).
 */
export function PaymentIncompleteNotice({ searchParams }: { searchParams: URLSearchParams }) {
  const t = useT()
  const cart = useHydratedCart()
  if (searchParams.get('payment') !== PAYMENT_INCOMPLETE_QUERY.payment || !cart?.items.length) return null
  return (
    <p className="notice notice--error" role="status">
      {t('cart.paymentIncomplete')}
    </p>
  )
}
