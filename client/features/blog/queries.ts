import { queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import type { TermDto } from '../../../contract/dto/cms'
import { callApi } from '../../../contract/endpoints/call'
import type { Locale } from '../../../contract/locales'

/** SPEC §9: blog page size. */
export const BLOG_PAGE_SIZE = 9
/** Post categories never shown as blog chips (SPEC §2: every category except 'projects'). */
const HIDDEN_BLOG_CATEGORIES: readonly string[] = ['projects', 'projekti']

export interface PostListParams {
  page: number
  limit: number
  /** Category / tag slugs (either language). */
  termSlugs?: string[]
  keywords?: string
  postTypeSlugs?: string[]
}

/** POST post/filterStandard — published posts, newest `published_at` first. */
export const postListQuery = (api: ApiFetch, locale: Locale, params: PostListParams) =>
  queryOptions({
    queryKey: ['posts', 'list', locale, params] as const,
    queryFn: () => callApi(api, 'POST api/v1/post/filterStandard', { body: { postTypeSlugs: ['post'], ...params } }),
    staleTime: 60_000,
  })

/** Every post category (GET term/filter?termTypeTitles=category&noPaginate=true). */
export const postCategoriesQuery = (api: ApiFetch, locale: Locale) =>
  queryOptions({
    queryKey: ['terms', 'categories', locale] as const,
    queryFn: async () => {
      const data = await callApi(api, 'GET api/v1/term/filter', {
        query: { termTypeTitles: 'category', noPaginate: 'true' },
      })
      return data.categories
    },
    staleTime: 5 * 60_000,
  })

/** The category a blog URL slug names (a slug of either language), or undefined. */
export function findCategory(categories: readonly TermDto[], slug: string): TermDto | undefined {
  return categories.find((term) => term.slug === slug || term.slugs.hr === slug || term.slugs.en === slug)
}

/** Blog chips: every post category except the hidden ones ('projects' / 'projekti'). */
export function visibleBlogCategories(categories: readonly TermDto[]): TermDto[] {
  return categories.filter(
    (term) =>
      ![term.slug, term.slugs.hr, term.slugs.en, term.slugMain].some((slug) => HIDDEN_BLOG_CATEGORIES.includes(slug)),
  )
}
