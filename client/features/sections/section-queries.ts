import { queryOptions, type QueryClient, noop } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import { callApi } from '../../../contract/endpoints/call'
import type { ProductCardField, ProductFilterRequest } from '../../../contract/dto/catalogue'
import type { Section } from '../../../contract/dto/sections'
import type { Locale } from '../../../contract/locales'
import { postListQuery } from '../blog/queries'
import { eventListQuery } from '../events/queries'
import { consentsQuery } from '../consents/queries'
import { cmsFormQuery } from '../forms/queries'

/** The card fields the featured-products section shows. */
const FEATURED_SELECT: ProductCardField[] = [
  'id',
  'name',
  'slug',
  'media',
  'retailPrice',
  'finalPrice',
  'discount',
  'discountPercent',
  'available',
]

/** POST product/web/filter {archived:false, featured:true, (category), limit}. */
export const featuredProductsQuery = (api: ApiFetch, locale: Locale, limit: number, categorySlug?: string) => {
  const body: ProductFilterRequest = {
    page: 1,
    limit,
    filters: [
      { key: 'archived', value: false },
      { key: 'featured', value: true },
      ...(categorySlug ? [{ key: 'category', value: categorySlug }] : []),
    ],
    select: FEATURED_SELECT,
  }
  return queryOptions({
    queryKey: ['products', 'featured', locale, limit, categorySlug ?? null] as const,
    queryFn: () => callApi(api, 'POST api/v1/product/web/filter', { body }),
    staleTime: 60_000,
  })
}

/** Section limits come from the CMS; keep them sane. */
export const sectionLimit = (limit: number, fallback = 3): number =>
  Number.isInteger(limit) && limit > 0 ? Math.min(limit, 24) : fallback

/**
 * Starts (never awaits) the queries the data sections of a page read, so they stream in
 * parallel with the shell. prefetchQuery never throws; a failed query is shown by its section.
 */
export function prefetchSectionData(
  queryClient: QueryClient,
  api: ApiFetch,
  locale: Locale,
  sections: readonly Section[],
): void {
  for (const section of sections) {
    switch (section.type) {
      case 'featuredProducts':
        void queryClient
          .query(featuredProductsQuery(api, locale, sectionLimit(section.limit), section.categorySlug))
          .catch(noop)
        break
      case 'latestPosts':
        void queryClient
          .query(postListQuery(api, locale, latestPostsParams(section.limit, section.termSlug)))
          .catch(noop)
        break
      case 'upcomingEvents':
        void queryClient
          .query(eventListQuery(api, locale, { period: 'upcoming', page: 1, limit: sectionLimit(section.limit) }))
          .catch(noop)
        break
      case 'contactForm':
        void queryClient.query(consentsQuery(api, locale, 'contact')).catch(noop)
        break
      case 'form':
        void queryClient.query(cmsFormQuery(api, locale, section.formId)).catch(noop)
        break
      default:
        break
    }
  }
}

export function latestPostsParams(limit: number, termSlug?: string) {
  return { page: 1, limit: sectionLimit(limit), ...(termSlug ? { termSlugs: [termSlug] } : {}) }
}
