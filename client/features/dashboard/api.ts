import { queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import { callApi } from '../../../contract/endpoints/call'

/** The dashboard's figures (staff only; computed on every call). */
export const dashboardQuery = (api: ApiFetch) =>
  queryOptions({
    queryKey: ['admin', 'dashboard'] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/dashboard'),
  })
