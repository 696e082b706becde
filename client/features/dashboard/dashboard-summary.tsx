import type { Dashboard } from '../../../contract/dto/dashboard'
import { formatMoney, formatNumber } from '../../../contract/format'
import { useLocale, useT } from '../../i18n/i18n'

/** Revenue, orders and the average order value of the last 30 days, each with the 30 days before. */
export function DashboardSummary({ data }: { data: Dashboard }) {
  const t = useT()
  const locale = useLocale()
  const money = (value: number | null) => (value === null ? t('adminDashboard.none') : formatMoney(value, locale))
  const figures = [
    { label: t('adminDashboard.revenue'), now: money(data.current.revenue), before: money(data.previous.revenue) },
    {
      label: t('adminDashboard.orders'),
      now: formatNumber(data.current.orders, locale),
      before: formatNumber(data.previous.orders, locale),
    },
    {
      label: t('adminDashboard.averageOrderValue'),
      now: money(data.current.averageOrderValue),
      before: money(data.previous.averageOrderValue),
    },
  ]
  return (
    <dl className="dashboard-figures">
      {figures.map((figure) => (
        <div key={figure.label} className="dashboard-figures__item">
          <dt>{figure.label}</dt>
          <dd className="dashboard-figures__value">{figure.now}</dd>
          <dd className="muted">{t('adminDashboard.previous', { value: figure.before })}</dd>
        </div>
      ))}
    </dl>
  )
}
