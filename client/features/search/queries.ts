import { queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import { callApi } from '../../../contract/endpoints/call'
import type { Locale } from '../../../contract/locales'

/** SPEC §9: search shows 6 results first, 3 more per 'load more results'. */
export const SEARCH_FIRST_PAGE_SIZE = 6
const SEARCH_LOAD_MORE_STEP = 3
/** SPEC §2: search is restricted to the posts category (post type 'post'). */
const SEARCH_POST_TYPES: readonly string[] = ['post']

/** Normalised search term from the `s` query parameter. */
export function searchTerm(raw: string | null | undefined): string {
  return (raw ?? '').trim().replace(/\s+/g, ' ').slice(0, 100)
}

/** How many results are shown after `loads` presses of 'load more results'. */
export const searchLimit = (loads: number): number =>
  SEARCH_FIRST_PAGE_SIZE + SEARCH_LOAD_MORE_STEP * Math.max(0, loads)

/** POST post/filterStandard {keywords, page, limit}: the first `limit` matches. */
export const searchQuery = (api: ApiFetch, locale: Locale, keywords: string, limit: number) =>
  queryOptions({
    queryKey: ['search', locale, keywords, limit] as const,
    queryFn: () =>
      callApi(api, 'POST api/v1/post/filterStandard', {
        body: { keywords, page: 1, limit, postTypeSlugs: [...SEARCH_POST_TYPES] },
      }),
    enabled: keywords.length > 0,
    staleTime: 60_000,
  })
