import { queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'

export interface SocialProviders {
  providers: Array<{ id: string; name: string }>
}

/** GET api/v1/user/social/redirect-login — the configured providers (public, the same for everyone). */
export const socialProvidersQuery = (api: ApiFetch) =>
  queryOptions({
    queryKey: ['social', 'providers'] as const,
    queryFn: () => api<SocialProviders>({ method: 'GET', path: 'api/v1/user/social/redirect-login', cache: 'short' }),
    staleTime: 10 * 60_000,
  })
