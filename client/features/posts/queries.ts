import { queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import type { PostDto } from '../../../contract/dto/cms'
import { callApi } from '../../../contract/endpoints/call'
import type { Locale } from '../../../contract/locales'

/**
 * GET finder/decide?slug= — resolves a slug of either language to a page, post or term
 * (answered in the request language). A 404 ApiError means the slug is unknown.
 */
export const decideQuery = (api: ApiFetch, locale: Locale, slug: string) =>
  queryOptions({
    queryKey: ['finder', 'decide', locale, slug] as const,
    queryFn: () => callApi(api, 'GET api/v1/finder/decide', { query: { slug } }),
    staleTime: 60_000,
  })

/** Game layout when any category slug (either language) contains 'game' or 'igre' (SPEC §2). */
export function isGamePost(post: Pick<PostDto, 'terms'>): boolean {
  return post.terms.categories.some((term) =>
    [term.slug, term.slugs.hr, term.slugs.en].some((slug) => slug.includes('game') || slug.includes('igre')),
  )
}
