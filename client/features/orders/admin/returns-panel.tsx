import type { OrderPanelProps } from './order-panel'
import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { ApiError } from '../../../../contract/api'
import type { ReturnRequest } from '../../../../contract/dto/after-sale'
import { formatDateTime } from '../../../../contract/format-date'
import { useLocale, useT } from '../../../i18n/i18n'
import { useApi } from '../../../lib/api-context'
import { useErrorToast } from '../../../lib/api-error-message'
import { useToast } from '../../../lib/toasts'
import { returnDecisionMutation, type ReturnDecision } from './returns-panel-api'
import { ReturnsPanelDialog } from './returns-panel-dialog'

const TOASTS = {
  accept: 'adminReturns.accepted',
  refuse: 'adminReturns.refused',
  receive: 'adminReturns.received',
} as const

/**
 * `/admin/orders/{id}`, issue 36: the buyer's return requests (lines, reason, dates) with what the
 * server allows now — accept, refuse (with a note the buyer gets), mark the goods received (stock
 * back). Each asks first; the refund itself is the Refund action's.
 */
export function ReturnsPanel({ detail, onUpdated }: OrderPanelProps) {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const toast = useToast()
  const showError = useErrorToast()
  const [asking, setAsking] = useState<{ decision: ReturnDecision; returnId: number } | null>(null)
  const requests = detail.order.afterSale.returns
  const mutation = useMutation({
    ...returnDecisionMutation(api, detail.order.id),
    onSuccess: (updated, { decision, returnId }) => {
      onUpdated(updated)
      toast.success(t(TOASTS[decision], { id: returnId }))
      setAsking(null)
    },
    onError: (error) => {
      showError(error)
      // Another change won meanwhile: the dialog closes on the order as it is now.
      if (error instanceof ApiError && error.status === 409) setAsking(null)
    },
  })
  if (requests.length === 0) return null
  const actionsOf = (request: ReturnRequest) => detail.actions.returns.find((actions) => actions.id === request.id)

  return (
    <section className="panel stack" aria-labelledby="order-returns">
      <h3 id="order-returns">{t('adminReturns.title')}</h3>
      <ul className="return-requests">
        {requests.map((request) => {
          const allowed = actionsOf(request)
          return (
            <li key={request.id} className="return-requests__item stack">
              <h4>
                {t('adminReturns.requestLabel', { id: request.id })}{' '}
                <span className={`tag return-status return-status--${request.status}`}>
                  {t(`adminReturns.statuses.${request.status}`)}
                </span>
              </h4>
              <ul className="return-requests__lines">
                {request.lines.map((line) => (
                  <li key={line.orderLineId}>{t('adminReturns.line', { name: line.name, qty: line.qty })}</li>
                ))}
              </ul>
              <p className="return-requests__text">{t('adminReturns.reason', { reason: request.reason })}</p>
              {request.staffNote ? (
                <p className="return-requests__text">{t('adminReturns.staffNote', { note: request.staffNote })}</p>
              ) : null}
              <p className="muted">
                {t('adminReturns.requestedAt', { date: formatDateTime(request.requestedAt, locale) })}
                {request.decidedAt
                  ? ` · ${t('adminReturns.decidedAt', { date: formatDateTime(request.decidedAt, locale) })}`
                  : null}
                {request.receivedAt
                  ? ` · ${t('adminReturns.receivedAt', { date: formatDateTime(request.receivedAt, locale) })}`
                  : null}
              </p>
              {allowed && (allowed.accept || allowed.refuse || allowed.receive) ? (
                <div className="button-row">
                  {allowed.accept ? (
                    <button
                      type="button"
                      className="btn btn--primary"
                      onClick={() => setAsking({ decision: 'accept', returnId: request.id })}
                    >
                      {t('adminReturns.accept')}
                    </button>
                  ) : null}
                  {allowed.receive ? (
                    <button
                      type="button"
                      className="btn btn--primary"
                      onClick={() => setAsking({ decision: 'receive', returnId: request.id })}
                    >
                      {t('adminReturns.receive')}
                    </button>
                  ) : null}
                  {allowed.refuse ? (
                    <button
                      type="button"
                      className="btn btn--danger"
                      onClick={() => setAsking({ decision: 'refuse', returnId: request.id })}
                    >
                      {t('adminReturns.refuse')}
                    </button>
                  ) : null}
                </div>
              ) : null}
              {request.status === 'received' ? <p>{t('adminReturns.refundHint')}</p> : null}
            </li>
          )
        })}
      </ul>
      {asking ? (
        <ReturnsPanelDialog
          decision={asking.decision}
          returnId={asking.returnId}
          busy={mutation.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={(note) => {
            if (!mutation.isPending) mutation.mutate({ ...asking, note })
          }}
        />
      ) : null}
    </section>
  )
}
