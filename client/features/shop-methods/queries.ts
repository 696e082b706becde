import { queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import { callApi } from '../../../contract/endpoints/call'

/** The owner's delivery and payment methods (backoffice, never cached). */
export const deliveryMethodsQuery = (api: ApiFetch) =>
  queryOptions({
    queryKey: ['backoffice', 'deliveryMethods'] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/settings/deliveryMethods', {}),
    staleTime: 0,
  })

export const paymentMethodsQuery = (api: ApiFetch) =>
  queryOptions({
    queryKey: ['backoffice', 'paymentMethods'] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/settings/paymentMethods', {}),
    staleTime: 0,
  })

/** One page of a method's branches, searched by name or address. */
export const branchesQuery = (api: ApiFetch, methodId: number, page: number, q: string) =>
  queryOptions({
    queryKey: ['backoffice', 'deliveryBranches', methodId, page, q] as const,
    queryFn: () =>
      callApi(api, 'GET api/v1/admin/settings/deliveryMethods/:id/branches', {
        params: { id: String(methodId) },
        query: { page: String(page), ...(q ? { q } : {}) },
      }),
    staleTime: 0,
  })
