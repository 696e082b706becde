import { queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import { callApi } from '../../../contract/endpoints/call'

export type { SocialProviders } from '../../../contract/dto/users'

/** The configured providers (the same for everyone; the edge never shares the `user` segment's answers). */
export const socialProvidersQuery = (api: ApiFetch) =>
  queryOptions({
    queryKey: ['social', 'providers'] as const,
    queryFn: () => callApi(api, 'GET api/v1/user/social/redirect-login'),
    staleTime: 10 * 60_000,
  })
