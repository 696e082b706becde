import { useId } from 'react'
import { useMutation } from '@tanstack/react-query'
import type { AdminSalePeriod, AdminSalePeriods } from '../../../../contract/dto/sale-schedules'
import { formatMoney } from '../../../../contract/format'
import { formatDateTime } from '../../../../contract/format-date'
import { useLocale, useT } from '../../../i18n/i18n'
import { useApi } from '../../../lib/api-context'
import { useErrorToast } from '../../../lib/api-error-message'
import { useToast } from '../../../lib/toasts'
import { removeSalePeriodMutation } from './api'

/**
 * A product's sale periods, newest start first: price, from, to, state. A scheduled or ended one
 * can be removed; a running one ended now (its price goes back at once).
 */
export function SalePeriodList({
  periods,
  onChanged,
}: {
  periods: AdminSalePeriods
  onChanged: (periods: AdminSalePeriods, priceChanged: boolean) => void
}) {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const toast = useToast()
  const showError = useErrorToast()
  const captionId = useId()
  const remove = useMutation({
    ...removeSalePeriodMutation(api, periods.productId),
    onSuccess: (next, saleId) => {
      const wasRunning = periods.periods.some((period) => period.id === saleId && period.state === 'running')
      toast.success(t(wasRunning ? 'salePeriods.endedNow' : 'salePeriods.removed'))
      onChanged(next, wasRunning)
    },
    onError: showError,
  })
  if (periods.periods.length === 0) return <p className="muted">{t('salePeriods.none')}</p>
  const action = (period: AdminSalePeriod) => {
    const from = formatDateTime(period.startsAt, locale)
    const running = period.state === 'running'
    return (
      <button
        type="button"
        className="btn btn--secondary btn--sm"
        aria-busy={(remove.isPending && remove.variables === period.id) || undefined}
        onClick={() => {
          if (!remove.isPending) remove.mutate(period.id)
        }}
      >
        {t(running ? 'salePeriods.endNow' : 'salePeriods.remove')}
        <span className="visually-hidden"> — {t('salePeriods.periodFrom', { from })}</span>
      </button>
    )
  }
  return (
    <div className="backoffice-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="table" data-testid="sale-periods">
        <caption id={captionId}>{t('salePeriods.listTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('salePeriods.columns.price')}</th>
            <th scope="col">{t('salePeriods.columns.from')}</th>
            <th scope="col">{t('salePeriods.columns.to')}</th>
            <th scope="col">{t('salePeriods.columns.state')}</th>
            <th scope="col">{t('salePeriods.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {periods.periods.map((period) => (
            <tr key={period.id}>
              <td>{formatMoney(period.priceCents / 100, locale)}</td>
              <td>{formatDateTime(period.startsAt, locale)}</td>
              <td>{formatDateTime(period.endsAt, locale)}</td>
              <td>
                <span className="tag">{t(`salePeriods.states.${period.state}`)}</span>
              </td>
              <td>{action(period)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
