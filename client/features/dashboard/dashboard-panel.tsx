import { useSuspenseQuery } from '@tanstack/react-query'
import { formatDate } from '../../../contract/format-date'
import { formatMoney, formatNumber } from '../../../contract/format'
import { useApi } from '../../lib/api-context'
import { useLocale, useT } from '../../i18n/i18n'
import { dashboardQuery } from './api'
import { DashboardAttention } from './dashboard-attention'
import { TopProducts } from './dashboard-products'
import { DashboardSummary } from './dashboard-summary'
import { DayChart } from './day-chart'

/** `/admin`, issue 37: the shop's figures for the last 30 days against the 30 before, and what waits for staff. */
export function DashboardPanel() {
  const api = useApi()
  const t = useT()
  const locale = useLocale()
  const { data } = useSuspenseQuery(dashboardQuery(api))
  const day = (date: string) => formatDate(`${date}T12:00:00Z`, locale)
  return (
    <section className="dashboard stack" aria-labelledby="dashboard-title">
      <h2 id="dashboard-title">{t('adminDashboard.title')}</h2>
      <p className="muted">{t('adminDashboard.period', { from: day(data.current.from), to: day(data.current.to) })}</p>
      <DashboardSummary data={data} />
      <p className="muted">{t('adminDashboard.revenueNote')}</p>
      <div className="dashboard-grid">
        <DayChart
          title={t('adminDashboard.revenueChart')}
          current={data.current.days}
          previous={data.previous.days}
          pick={(d) => d.revenue}
          format={(value) => formatMoney(value, locale)}
        />
        <DayChart
          title={t('adminDashboard.ordersChart')}
          current={data.current.days}
          previous={data.previous.days}
          pick={(d) => d.orders}
          format={(value) => formatNumber(value, locale)}
        />
      </div>
      <DashboardAttention data={data} />
      <div className="dashboard-grid">
        <section className="panel stack" aria-labelledby="dashboard-top-revenue">
          <h3 id="dashboard-top-revenue">{t('adminDashboard.topByRevenue')}</h3>
          <TopProducts title={t('adminDashboard.topByRevenue')} products={data.topByRevenue} />
        </section>
        <section className="panel stack" aria-labelledby="dashboard-top-units">
          <h3 id="dashboard-top-units">{t('adminDashboard.topByUnits')}</h3>
          <TopProducts title={t('adminDashboard.topByUnits')} products={data.topByUnits} />
        </section>
      </div>
    </section>
  )
}
