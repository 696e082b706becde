import type { Order } from '../../../../contract/dto/commerce'
import { formatDateTime } from '../../../../contract/format-date'
import { useLocale, useT } from '../../../i18n/i18n'
import { progressSteps } from './order-progress-steps'
import { OrderProgressShipments } from './order-progress-shipments'
import { useOrderStatus } from '../order-status'

/** The buyer's order page, issue 36: the order's progress and its shipments with tracking links. */
export function OrderProgress({ order }: { order: Order; linkToken?: string }) {
  const t = useT()
  const locale = useLocale()
  const statusText = useOrderStatus()
  const steps = progressSteps(order.afterSale.history, order.status)
  return (
    <section className="stack" aria-labelledby="order-progress">
      <h2 id="order-progress">{t('orderTracking.title')}</h2>
      <ol className="order-progress">
        {steps.map((step, index) => {
          const current = index === steps.length - 1
          return (
            <li
              key={`${step.status}-${step.at}`}
              className={current ? 'order-progress__step order-progress__step--current' : 'order-progress__step'}
              aria-current={current ? 'step' : undefined}
            >
              <span className="order-progress__status">{statusText(step.status)}</span>
              {step.at ? (
                <time className="muted" dateTime={step.at}>
                  {formatDateTime(step.at, locale)}
                </time>
              ) : null}
            </li>
          )
        })}
      </ol>
      <OrderProgressShipments order={order} />
    </section>
  )
}
