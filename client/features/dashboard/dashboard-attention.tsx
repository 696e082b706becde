import type { Dashboard } from '../../../contract/dto/dashboard'
import { formatMoney, formatNumber } from '../../../contract/format'
import { useLocale, useT } from '../../i18n/i18n'

/** What waits for staff: orders to ship, bank transfers, returns; low stock, low key pools, abandoned carts. */
export function DashboardAttention({ data }: { data: Dashboard }) {
  const t = useT()
  const locale = useLocale()
  const waiting = [
    { label: t('adminDashboard.toShip'), count: data.waiting.toShip },
    { label: t('adminDashboard.bankTransfers'), count: data.waiting.bankTransfers },
    { label: t('adminDashboard.returnsRequested'), count: data.waiting.returnsRequested },
  ]
  return (
    <div className="dashboard-grid">
      <section className="panel stack" aria-labelledby="dashboard-waiting">
        <h3 id="dashboard-waiting">{t('adminDashboard.waitingTitle')}</h3>
        <dl className="dashboard-counts">
          {waiting.map((item) => (
            <div key={item.label} className="dashboard-counts__item">
              <dt>{item.label}</dt>
              <dd>{formatNumber(item.count, locale)}</dd>
            </div>
          ))}
        </dl>
        <h3 id="dashboard-abandoned">{t('adminDashboard.abandonedTitle')}</h3>
        <p>
          {t('adminDashboard.abandoned', {
            count: formatNumber(data.abandonedCarts.carts, locale),
            value: formatMoney(data.abandonedCarts.value, locale),
            hours: data.abandonedCarts.idleHours,
          })}
        </p>
      </section>
      <section className="panel stack" aria-labelledby="dashboard-low-stock">
        <h3 id="dashboard-low-stock">{t('adminDashboard.lowStockTitle')}</h3>
        {data.lowStock.total === 0 ? (
          <p className="muted">{t('adminDashboard.lowStockNone')}</p>
        ) : (
          <table className="dashboard-table">
            <caption>{t('adminDashboard.lowStockTotal', { count: formatNumber(data.lowStock.total, locale) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminDashboard.product')}</th>
                <th scope="col">{t('adminDashboard.stock')}</th>
                <th scope="col">{t('adminDashboard.threshold')}</th>
              </tr>
            </thead>
            <tbody>
              {data.lowStock.products.map((product) => (
                <tr key={product.productId}>
                  <th scope="row">
                    {product.name} <span className="muted">{product.sku}</span>
                  </th>
                  <td>{formatNumber(product.stockQty, locale)}</td>
                  <td>{formatNumber(product.threshold, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className="panel stack" aria-labelledby="dashboard-key-pools">
        <h3 id="dashboard-key-pools">{t('adminDashboard.keyPoolsTitle')}</h3>
        {data.lowKeyPools.length === 0 ? (
          <p className="muted">{t('adminDashboard.keyPoolsNone')}</p>
        ) : (
          <table className="dashboard-table">
            <caption className="visually-hidden">{t('adminDashboard.keyPoolsTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminDashboard.product')}</th>
                <th scope="col">{t('adminDashboard.keysLeft')}</th>
              </tr>
            </thead>
            <tbody>
              {data.lowKeyPools.map((pool) => (
                <tr key={pool.productId}>
                  <th scope="row">
                    {pool.name} <span className="muted">{pool.sku}</span>
                  </th>
                  <td>{formatNumber(pool.available, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  )
}
