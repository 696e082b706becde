import { queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import { callApi } from '../../../contract/endpoints/call'
import type { Locale } from '../../../contract/locales'
import type { CategoryNode, ProductFilterRequest } from '../../../contract/dto/catalogue'
import { layeredRequest } from './list-state'

const shopKeys = {
  categories: (locale: Locale) => ['shop', 'categories', locale] as const,
  products: (locale: Locale, request: ProductFilterRequest) => ['shop', 'products', locale, request] as const,
  layered: (locale: Locale, categorySlug: string | null) => ['shop', 'layered', locale, categorySlug] as const,
}

/** POST product/web/category/filter — the category tree (SPEC §7: tree true, sort id ascending). */
export const categoryTreeQuery = (api: ApiFetch, locale: Locale) =>
  queryOptions({
    queryKey: shopKeys.categories(locale),
    queryFn: () =>
      callApi(api, 'POST api/v1/product/web/category/filter', {
        body: { tree: true, sort: { param: 'id', order: 'asc' } },
      }),
    staleTime: 5 * 60_000,
  })

/** POST product/web/filter — one page of the product list. */
export const productListQuery = (api: ApiFetch, locale: Locale, request: ProductFilterRequest) =>
  queryOptions({
    queryKey: shopKeys.products(locale, request),
    queryFn: () => callApi(api, 'POST api/v1/product/web/filter', { body: request }),
    staleTime: 60_000,
  })

/** POST product/layered/navigation — the facets (values with product counts) of a category's whole list. */
export const layeredQuery = (api: ApiFetch, locale: Locale, categorySlug: string | null) =>
  queryOptions({
    queryKey: shopKeys.layered(locale, categorySlug),
    queryFn: () => callApi(api, 'POST api/v1/product/layered/navigation', { body: layeredRequest(categorySlug) }),
    staleTime: 60_000,
  })

/** The category with this slug (either language) and the categories above it, top first (empty when none has it). */
export function categoryLineage(nodes: readonly CategoryNode[], slug: string): CategoryNode[] {
  for (const node of nodes) {
    if (node.slug === slug || node.slugs.hr === slug || node.slugs.en === slug) return [node]
    const below = categoryLineage(node.children, slug)
    if (below.length > 0) return [node, ...below]
  }
  return []
}

/** Depth-first search of the tree by a slug of either language. */
export function findCategory(nodes: readonly CategoryNode[], slug: string): CategoryNode | null {
  for (const node of nodes) {
    if (node.slug === slug || node.slugs.hr === slug || node.slugs.en === slug) return node
    const child = findCategory(node.children, slug)
    if (child) return child
  }
  return null
}
