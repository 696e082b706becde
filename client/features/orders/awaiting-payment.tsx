import { useEffect, useRef, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { useLocale, useT } from '../../i18n/i18n'
import { useErrorToast } from '../../lib/api-error-message'
import { formatDateTime } from '../../../contract/format-date'
import { buildPath } from '../../../contract/routes'
import { PAYMENT_INCOMPLETE_QUERY } from '../../../contract/schemas/checkout'
import { cartFormActions, ORDER_SLUG_FIELD } from '../../../contract/cart-form'
import { ReturnField } from '../cart/cart-form-fields'
import { cartApi } from '../cart/cart-api'
import { useAwaitingPayment } from '../cart/use-cart'
import { leaveForPayment } from '../checkout/provider-form'
import { payNowMutation } from './queries'

/**
 * Back from the provider's page without paying (issue 34): the cart session's order still awaits
 * its card or wallet payment, so there is no cart to show. The shopper pays it now (a new session
 * with the provider, B's "pay now") or gives the payment up: the order fails and the cart comes back
 * with the "payment not completed" message. Both are forms the edge answers as well, so the server's
 * HTML works before (or without) the app (worker/routes/awaiting-payment-forms.ts).
 */
export function AwaitingPaymentNotice() {
  const api = useApi()
  const t = useT()
  const locale = useLocale()
  const showError = useErrorToast()
  const heading = useRef<HTMLHeadingElement>(null)
  const [leaving, setLeaving] = useState(false)
  const awaiting = useAwaitingPayment()
  const pay = useMutation({
    ...payNowMutation(api),
    onSuccess: (placed) => {
      if (leaveForPayment(placed)) setLeaving(true)
    },
    onError: showError,
  })
  const cancel = useMutation({
    mutationFn: (slug: string) => cartApi.cancelPayment(api, slug),
    onSuccess: () => {
      setLeaving(true)
      window.location.assign(`${buildPath('cart', locale)}?payment=${PAYMENT_INCOMPLETE_QUERY.payment}`)
    },
    onError: showError,
  })
  const slug = awaiting?.orderSlug
  useEffect(() => {
    if (slug) heading.current?.focus()
  }, [slug])
  if (!awaiting) return null
  const busy = pay.isPending || cancel.isPending || leaving
  return (
    <section className="notice stack" role="status" aria-labelledby="awaiting-payment-title">
      <h2 id="awaiting-payment-title" ref={heading} tabIndex={-1}>
        {t('cart.awaitingPayment.title', {
          slug: awaiting.orderSlug,
          time: formatDateTime(awaiting.payableUntil, locale),
        })}
      </h2>
      {/* Forms the edge answers too (issue 38): without the app, pay now answers the provider's hand-off page. */}
      <div className="cluster">
        <form
          method="post"
          action={cartFormActions.payAwaiting}
          onSubmit={(event) => {
            event.preventDefault()
            pay.mutate({ slug: awaiting.orderSlug })
          }}
        >
          <input type="hidden" name={ORDER_SLUG_FIELD} value={awaiting.orderSlug} />
          <ReturnField />
          <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={pay.isPending}>
            {t('cart.awaitingPayment.payNow')}
          </button>
        </form>
        <form
          method="post"
          action={cartFormActions.cancelAwaiting}
          onSubmit={(event) => {
            event.preventDefault()
            cancel.mutate(awaiting.orderSlug)
          }}
        >
          <input type="hidden" name={ORDER_SLUG_FIELD} value={awaiting.orderSlug} />
          <ReturnField />
          <button type="submit" className="btn btn--secondary" disabled={busy} aria-busy={cancel.isPending}>
            {cancel.isPending ? t('cart.awaitingPayment.cancelling') : t('cart.awaitingPayment.cancel')}
          </button>
        </form>
      </div>
    </section>
  )
}
