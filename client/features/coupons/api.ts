import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import { callApi } from '../../../contract/endpoints/call'
import type { Locale } from '../../../contract/locales'
import type { CouponInput } from '../../../contract/schemas/coupons'
import type { ListQuery } from '../admin/list-kit'

/** The coupons (issue 37): one server page at a time, keyed by the URL's query; never cached. */
export const couponsQuery = (api: ApiFetch, locale: Locale, query: ListQuery) =>
  queryOptions({
    queryKey: ['backoffice', 'api/v1/admin/coupons', locale, query] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/coupons', { query }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

/** A coupon with its restrictions named and its history. */
export const couponQuery = (api: ApiFetch, locale: Locale, id: number) =>
  queryOptions({
    queryKey: ['backoffice', 'coupon', locale, id] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/coupons/:id', { params: { id } }),
    staleTime: 0,
  })

/** Products found by name or SKU, for the coupon's product picker. */
export const couponProductSearchQuery = (api: ApiFetch, locale: Locale, q: string) =>
  queryOptions({
    queryKey: ['backoffice', 'api/v1/admin/products', locale, { q, purpose: 'coupon' }] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/products', { query: { q } }),
    enabled: q.trim().length > 0,
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

export const createCouponMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: (body: CouponInput) => callApi(api, 'POST api/v1/admin/coupons', { body }),
  })

export const updateCouponMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: ({ id, body }: { id: number; body: CouponInput }) =>
      callApi(api, 'PUT api/v1/admin/coupons/:id', { params: { id }, body }),
  })

export const setCouponActiveMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      callApi(api, 'POST api/v1/admin/coupons/:id/active', { params: { id }, body: { active } }),
  })
