import type { Order } from '../../../../contract/dto/commerce'
import { useT } from '../../../i18n/i18n'
import { OrderRefundsList } from './order-refunds-list'

/** The buyer's order page, issue 36: money given back (when, how much, for what, the credit note). */
export function OrderRefunds({ order }: { order: Order; linkToken?: string }) {
  const t = useT()
  if (order.afterSale.refunds.length === 0) return null
  return (
    <section className="stack" aria-labelledby="order-refunds">
      <h2 id="order-refunds">{t('orderRefunds.title')}</h2>
      <OrderRefundsList refunds={order.afterSale.refunds} currency={order.currency} reader="buyer" />
    </section>
  )
}
