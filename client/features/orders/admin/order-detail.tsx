import { useState } from 'react'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import type { AdminOrderDetail } from '../../../../contract/dto/admin'
import { useApi } from '../../../lib/api-context'
import { useErrorToast } from '../../../lib/api-error-message'
import { formatDateTime } from '../../../../contract/format-date'
import { formatMoney } from '../../../../contract/format'
import { Link } from '../../../lib/link'
import { useToast } from '../../../lib/toasts'
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog'
import { useLocale, useT } from '../../../i18n/i18n'
import { OrderDetails } from '../order-summary'
import { useOrderStatus } from '../order-status'
import { BACKOFFICE_KEY } from '../../admin/list-kit'
import { orderActionMutation, orderQuery } from './api'
import { FulfilmentPanel } from './fulfilment-panel'
import { EventDetail } from './fulfilment-history'
import { DigitalPanel } from './digital-panel'
import { ReturnsPanel } from './returns-panel'
import { RefundPanel } from './refund-panel'
import { InvoicesPanel } from './invoices-panel'

type Action = 'markPaid' | 'cancel'

/** Who made a change when it was not a staff member (order_events.actor). */
const SYSTEM_ACTORS = ['buyer', 'provider', 'system'] as const
const isSystemActor = (by: string): by is (typeof SYSTEM_ACTORS)[number] =>
  (SYSTEM_ACTORS as readonly string[]).includes(by)

/**
 * `/admin/orders/{id}`: the order as its customer sees it, who bought it, its history, and what
 * staff may do now (the server decides): mark a bank transfer paid, cancel. Both ask first, and
 * the customer is e-mailed through the outbox.
 */
export function OrderDetail({ id }: { id: string }) {
  const t = useT()
  const statusText = useOrderStatus()
  const locale = useLocale()
  const api = useApi()
  const toast = useToast()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(orderQuery(api, locale, id))
  const [confirming, setConfirming] = useState<Action | null>(null)
  const { order, customer, history, actions } = data
  const number = order.slug
  const mutation = useMutation({
    ...orderActionMutation(api, order.id),
    onSuccess: async (updated: AdminOrderDetail, action) => {
      queryClient.setQueryData(orderQuery(api, locale, id).queryKey, updated)
      await queryClient.invalidateQueries({ queryKey: BACKOFFICE_KEY, refetchType: 'none' })
      toast.success(
        t(action === 'markPaid' ? 'backoffice.orders.markedPaid' : 'backoffice.orders.cancelled', { number }),
      )
      setConfirming(null)
    },
    onError: showError,
  })
  const busy = mutation.isPending
  /** A panel's action answered with the order as it is now. */
  const onUpdated = (updated: AdminOrderDetail) => {
    queryClient.setQueryData(orderQuery(api, locale, id).queryKey, updated)
    void queryClient.invalidateQueries({ queryKey: BACKOFFICE_KEY, refetchType: 'none' })
  }

  // The panels below hold the other actions; this section speaks only when it has one, or when none is left anywhere.
  const anyAction = Object.values(actions).some((allowed) =>
    Array.isArray(allowed) ? allowed.some((entry) => entry.accept || entry.refuse || entry.receive) : allowed,
  )
  const actorName = (by: string) => (isSystemActor(by) ? t(`backoffice.orders.actors.${by}`) : by)

  const run = (action: Action) => {
    if (busy) return
    mutation.mutate(action)
  }

  return (
    <div className="stack">
      <p>
        <Link to="adminOrders">← {t('backoffice.orders.back')}</Link>
      </p>
      <h2>{t('backoffice.orders.detailTitle', { number })}</h2>
      <p>
        <span className={`tag tag--${order.status}`}>{statusText(order.status)}</span> ·{' '}
        {formatDateTime(order.createdAt, locale)}
      </p>

      {actions.markPaid || actions.cancel || !anyAction ? (
        <section className="panel stack" aria-labelledby="order-actions">
          <h3 id="order-actions">{t('backoffice.orders.actionsTitle')}</h3>
          {anyAction ? (
            <div className="button-row">
              {actions.markPaid ? (
                <button type="button" className="btn btn--primary" onClick={() => setConfirming('markPaid')}>
                  {t('backoffice.orders.markPaid')}
                </button>
              ) : null}
              {actions.cancel ? (
                <button type="button" className="btn btn--danger" onClick={() => setConfirming('cancel')}>
                  {t('backoffice.orders.cancel')}
                </button>
              ) : null}
            </div>
          ) : (
            <p className="muted">{t('backoffice.orders.noActions')}</p>
          )}
        </section>
      ) : null}

      <section className="stack" aria-labelledby="order-customer">
        <h3 id="order-customer">{t('backoffice.orders.customer')}</h3>
        <dl className="order-facts">
          <dt>{t(customer.kind === 'guest' ? 'backoffice.orders.guest' : 'backoffice.orders.registered')}</dt>
          <dd>{customer.name || '—'}</dd>
          <dt>{t('backoffice.orders.email')}</dt>
          <dd>
            <a href={`mailto:${order.email}`}>{order.email}</a>
          </dd>
          {customer.phone ? (
            <>
              <dt>{t('backoffice.orders.phone')}</dt>
              <dd>
                <a href={`tel:${customer.phone}`}>{customer.phone}</a>
              </dd>
            </>
          ) : null}
          <dt>{t('backoffice.orders.language')}</dt>
          <dd>{order.language.toUpperCase()}</dd>
        </dl>
      </section>

      <FulfilmentPanel detail={data} onUpdated={onUpdated} />
      <DigitalPanel detail={data} onUpdated={onUpdated} />
      <ReturnsPanel detail={data} onUpdated={onUpdated} />
      <RefundPanel detail={data} onUpdated={onUpdated} />
      <InvoicesPanel detail={data} onUpdated={onUpdated} />

      <OrderDetails order={order} />

      <section className="stack" aria-labelledby="order-history">
        <h3 id="order-history">{t('backoffice.orders.history')}</h3>
        <ol className="backoffice-history">
          {history.map((entry) => (
            <li key={`${entry.event}-${entry.at}-${String(entry.to)}`}>
              <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time> —{' '}
              {t(`backoffice.orders.events.${entry.event}`)}
              <EventDetail entry={entry} /> {entry.by ? t('backoffice.orders.by', { name: actorName(entry.by) }) : null}
            </li>
          ))}
        </ol>
      </section>

      <ConfirmDialog
        open={confirming !== null}
        title={t(confirming === 'cancel' ? 'backoffice.orders.cancelTitle' : 'backoffice.orders.markPaidTitle', {
          number,
        })}
        confirmLabel={t(confirming === 'cancel' ? 'backoffice.orders.cancel' : 'backoffice.orders.markPaid')}
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && run(confirming)}
      >
        <p>
          {confirming === 'cancel'
            ? t('backoffice.orders.cancelText')
            : t('backoffice.orders.markPaidText', { amount: formatMoney(order.orderTotal, locale, order.currency) })}
        </p>
      </ConfirmDialog>
    </div>
  )
}
