import type { CacheOverview } from '../../../contract/dto/cache'
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'

/** POST /api/admin/cache/purge — a new generation of the edge page cache and the upstream KV cache. */
export const purgeCaches = (api: ApiFetch) =>
  api<{ purged: boolean; version: number }>({ method: 'POST', path: 'api/admin/cache/purge', body: {} })

/** The purge of both caches as a mutation. */
export const purgeCachesMutation = (api: ApiFetch) => mutationOptions({ mutationFn: () => purgeCaches(api) })

/** GET /api/admin/cache — the cached pages, the upstream families and the recent purges (never cached). */
export const cacheOverviewQuery = (api: ApiFetch, query: Record<string, string>) =>
  queryOptions({
    queryKey: ['admin', 'cache', query] as const,
    queryFn: () => api<CacheOverview>({ method: 'GET', path: 'api/admin/cache', query }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

/** One page's cached copies, every variant (the mutation's variable is the path). */
export const purgePageMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: (path: string) =>
      api<{ pages: number }>({ method: 'POST', path: 'api/admin/cache/purge-page', body: { path } }),
  })

/** Every cached upstream answer of one family (the variable is the family). */
export const purgeFamilyMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: (family: string) =>
      api<{ entries: number }>({ method: 'POST', path: 'api/admin/cache/purge-family', body: { family } }),
  })
