import { queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import { callApi } from '../../../contract/endpoints/call'

export const accountKeys = {
  all: ['account'] as const,
  profile: () => ['account', 'profile'] as const,
}

/** GET api/v1/user/web/profile — the logged-in user's profile (personal: never cached). */
export const profileQuery = (api: ApiFetch) =>
  queryOptions({
    queryKey: accountKeys.profile(),
    queryFn: () => callApi(api, 'GET api/v1/user/web/profile'),
    staleTime: 30_000,
  })
