import { useRef, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { useLocale, useT } from '../../i18n/i18n'
import { useErrorToast } from '../../lib/api-error-message'
import { formatDateTime } from '../../../contract/format-date'
import type { Order } from '../../../contract/dto/commerce'
import { leaveForPayment } from '../checkout/provider-form'
import { payNowMutation } from './queries'

/**
 * "Pay now" (issue 34): a card or wallet order still awaiting its payment can be paid from its page
 * until its payment time ends; the edge opens a new session with the provider and the browser goes
 * there. Whoever sees the order may pay it: its customer, this browser's cart, or the signed link.
 */
export function PayNow({ order, linkToken }: { order: Order; linkToken?: string }) {
  const api = useApi()
  const t = useT()
  const locale = useLocale()
  const showError = useErrorToast()
  const [leaving, setLeaving] = useState(false)
  const submitting = useRef(false)
  const pay = useMutation({
    ...payNowMutation(api),
    onSuccess: (placed) => {
      if (leaveForPayment(placed)) setLeaving(true)
      else submitting.current = false
    },
    onError: (error) => {
      submitting.current = false
      showError(error)
    },
  })
  if (!order.payableUntil) return null
  const busy = pay.isPending || leaving
  const onClick = () => {
    if (submitting.current) return
    submitting.current = true
    pay.mutate({ slug: order.slug, linkToken })
  }
  return (
    <section className="notice stack pay-now" aria-labelledby="pay-now-title">
      <h2 id="pay-now-title">{t('customer.orders.payNow.title')}</h2>
      <p>{t('customer.orders.payNow.text', { until: formatDateTime(order.payableUntil, locale) })}</p>
      <p>
        <button type="button" className="btn btn--primary" onClick={onClick} disabled={busy} aria-busy={busy}>
          {busy ? t('customer.orders.payNow.leaving') : t('customer.orders.payNow.button')}
        </button>
      </p>
    </section>
  )
}
