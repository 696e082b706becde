import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../../contract/api'
import { callApi } from '../../../../contract/endpoints/call'
import type { Locale } from '../../../../contract/locales'

/** Issue 37, promotions: a product's scheduled sale periods (keyed under 'backoffice': never cached). */

export const salePeriodsQuery = (api: ApiFetch, locale: Locale, productId: number) =>
  queryOptions({
    queryKey: ['backoffice', 'sale-periods', locale, productId] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/products/:id/sales', { params: { id: productId } }),
    staleTime: 0,
  })

export interface SalePeriodBody {
  priceCents: number
  startsAt: string
  endsAt: string
}

export const addSalePeriodMutation = (api: ApiFetch, productId: number) =>
  mutationOptions({
    mutationFn: (body: SalePeriodBody) =>
      callApi(api, 'POST api/v1/admin/products/:id/sales', { params: { id: productId }, body }),
  })

export const removeSalePeriodMutation = (api: ApiFetch, productId: number) =>
  mutationOptions({
    mutationFn: (saleId: number) =>
      callApi(api, 'DELETE api/v1/admin/products/:id/sales/:saleId', { params: { id: productId, saleId } }),
  })
