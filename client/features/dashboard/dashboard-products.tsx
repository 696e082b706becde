import type { DashboardTopProduct } from '../../../contract/dto/dashboard'
import { formatMoney, formatNumber } from '../../../contract/format'
import { useLocale, useT } from '../../i18n/i18n'

/** One list of the top products (by revenue or by units) of the last 30 days. */
export function TopProducts({ title, products }: { title: string; products: readonly DashboardTopProduct[] }) {
  const t = useT()
  const locale = useLocale()
  if (products.length === 0) return <p className="muted">{t('adminDashboard.noSales')}</p>
  return (
    <table className="dashboard-table">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{t('adminDashboard.product')}</th>
          <th scope="col">{t('adminDashboard.units')}</th>
          <th scope="col">{t('adminDashboard.revenue')}</th>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr key={`${product.productId ?? ''}-${product.sku}`}>
            <th scope="row">{product.name}</th>
            <td>{formatNumber(product.units, locale)}</td>
            <td>{formatMoney(product.revenue, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
