import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import type { ApiFetch } from '../../../../contract/api'
import { callApi } from '../../../../contract/endpoints/call'
import type { AdminCategoryNode } from '../../../../contract/dto/catalogue-admin-terms'
import type { Locale } from '../../../../contract/locales'
import { AdminProductBulkSchema, AdminProductsQuerySchema } from '../../../../contract/schemas/catalogue-admin'
import type { ListQuery } from '../../admin/list-kit'

/** The names of the product list's query in the URL (beside `page` and `q`). */
export const PRODUCT_LIST_FILTERS = ['category', 'type', 'status', 'stock', 'sort', 'order'] as const

export type ProductListQuery = v.InferOutput<typeof AdminProductsQuerySchema>
export type ProductBulk = v.InferOutput<typeof AdminProductBulkSchema>

/**
 * The URL's query as the API takes it: each name kept only with a value the backend accepts, so an
 * edited or stale address shows the list without that filter instead of failing it.
 */
export function productListApiQuery(query: ListQuery): ProductListQuery {
  const kept: ListQuery = {}
  for (const [name, value] of Object.entries(query)) {
    const alone = v.safeParse(AdminProductsQuerySchema, { [name]: value })
    if (alone.success) kept[name] = value
  }
  return v.parse(AdminProductsQuerySchema, kept)
}

/** The backoffice's products (issue 35): one server page at a time, keyed by the URL's query; never cached. */
export const productsQuery = (api: ApiFetch, locale: Locale, query: ProductListQuery) =>
  queryOptions({
    queryKey: ['backoffice', 'api/v1/admin/products', locale, query] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/products', { query }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

/** The category tree (both languages' names), for the category filter and the bulk "set category". */
export const categoryTreeQuery = (api: ApiFetch) =>
  queryOptions({
    queryKey: ['backoffice', 'api/v1/admin/catalogue/categories'] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/catalogue/categories'),
    staleTime: 60_000,
  })

/** One category of the tree flattened in its order, with its depth (the select indents by it). */
export interface FlatCategory {
  id: number
  name: string
  depth: number
}

/** The tree in reading order, parents before their children; a name missing in `locale` is the Croatian one. */
export function flattenCategories(nodes: readonly AdminCategoryNode[], locale: Locale, depth = 0): FlatCategory[] {
  return [...nodes]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .flatMap((node) => [
      { id: node.id, name: node.names[locale] || node.names.hr, depth },
      ...flattenCategories(node.children, locale, depth + 1),
    ])
}

/** A bulk action over the selected products; answers how many changed (and which). */
export const productBulkMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: (bulk: ProductBulk) => callApi(api, 'POST api/v1/admin/products/bulk', { body: bulk }),
  })
