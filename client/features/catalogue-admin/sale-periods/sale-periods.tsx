import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminSalePeriods } from '../../../../contract/dto/sale-schedules'
import { useI18n, useLocale, useT } from '../../../i18n/i18n'
import { useApi } from '../../../lib/api-context'
import { errorMessage } from '../../../lib/api-error-message'
import { salePeriodsQuery } from './api'
import { SalePeriodForm } from './sale-period-form'
import { SalePeriodList } from './sale-period-list'

/**
 * The product editor's scheduled sales (issue 37, promotions): the product's sale periods and a
 * form for a new one. A change that moved the price now (a period starting at once, a running one
 * ended) tells the editor, which reads the product again (its price and version changed).
 */
export function SalePeriods({ productId, onPriceChanged }: { productId: number; onPriceChanged: () => void }) {
  const t = useT()
  const i18n = useI18n()
  const locale = useLocale()
  const api = useApi()
  const queryClient = useQueryClient()
  const query = useQuery(salePeriodsQuery(api, locale, productId))
  const adopt = (periods: AdminSalePeriods, priceChanged: boolean) => {
    queryClient.setQueryData(salePeriodsQuery(api, locale, productId).queryKey, periods)
    if (priceChanged) onPriceChanged()
  }
  if (query.isError) return <p className="notice notice--error">{errorMessage(query.error, i18n)}</p>
  if (!query.data) return <p className="muted">{t('salePeriods.loading')}</p>
  const periods = query.data
  return (
    <div className="stack">
      <p className="muted">{t('salePeriods.intro')}</p>
      {periods.configurable ? (
        <p className="notice">{t('salePeriods.configurable')}</p>
      ) : (
        <SalePeriodForm
          productId={productId}
          retailPriceCents={periods.retailPriceCents}
          onSaved={(next) =>
            adopt(
              next,
              next.periods.some((period) => period.state === 'running'),
            )
          }
        />
      )}
      <SalePeriodList periods={periods} onChanged={adopt} />
    </div>
  )
}
