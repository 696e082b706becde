import type { CacheOverview } from '../../../contract/dto/cache'
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import type { Locale } from '../../../contract/locales'
import type {
  ConsentAssignmentDto,
  ConsentDto,
  LastPagePage,
  RecordsPage,
} from '../../../contract/dto/cms'

/** SPEC §9: consent list limit 100; assignments perPage 50. Admin data is personal: never cached. */
const CONSENT_LIST_LIMIT = 100
const ASSIGNMENTS_PER_PAGE = 50

export const adminKeys = {
  all: ['admin'] as const,
  consents: (locale: Locale) => ['admin', 'consents', locale] as const,
  consent: (locale: Locale, ref: string) => ['admin', 'consent', locale, ref] as const,
  assignments: (locale: Locale) => ['admin', 'assignments', locale] as const,
}

export const consentListQuery = (api: ApiFetch, locale: Locale) =>
  queryOptions({
    queryKey: adminKeys.consents(locale),
    queryFn: () =>
      api<RecordsPage<ConsentDto>>({
        method: 'GET',
        path: 'api/v1/consent/filter',
        query: { limit: CONSENT_LIST_LIMIT },
      }),
  })

/** A consent by uniqueNumber (or id). */
export const consentQuery = (api: ApiFetch, locale: Locale, ref: string) =>
  queryOptions({
    queryKey: adminKeys.consent(locale, ref),
    queryFn: () => api<ConsentDto>({ method: 'GET', path: `api/v1/consent/get/${encodeURIComponent(ref)}` }),
    retry: false,
  })

export const consentAssignmentsQuery = (api: ApiFetch, locale: Locale) =>
  queryOptions({
    queryKey: adminKeys.assignments(locale),
    queryFn: () =>
      api<LastPagePage<ConsentAssignmentDto>>({
        method: 'GET',
        path: 'api/v1/consent/assignments',
        query: { perPage: ASSIGNMENTS_PER_PAGE },
      }),
  })

/** POST /api/admin/cache/purge — a new generation of the edge page cache and the upstream KV cache. */
export const purgeCaches = (api: ApiFetch) =>
  api<{ purged: boolean; version: number }>({ method: 'POST', path: 'api/admin/cache/purge', body: {} })

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
