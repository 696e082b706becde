import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../../contract/api'
import { callApi } from '../../../../contract/endpoints/call'
import type { LastPagePage } from '../../../../contract/dto/cms'
import type { Locale } from '../../../../contract/locales'
import type { ProductBody } from './draft'

/**
 * The product editor's calls (issue 35): one product with every field staff edit, its audit
 * trail, the terms it is filed under, products to recommend, and the writes. Everything is keyed
 * under 'backoffice' (never cached; a change invalidates it all).
 */

export const productQuery = (api: ApiFetch, locale: Locale, id: number) =>
  queryOptions({
    queryKey: ['backoffice', 'product', locale, id] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/products/:id', { params: { id } }),
    staleTime: 0,
    retry: false,
  })

/** The VAT rates the shop uses (the owner's list, /admin/settings/shop): the only ones the editor offers. */
export const vatRatesQuery = (api: ApiFetch) =>
  queryOptions({
    queryKey: ['backoffice', 'vat-rates'] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/settings/vat-rates', {}),
    staleTime: 0,
  })

/** The product's audit trail, newest first, one page at a time. */
export const productAuditQuery = (api: ApiFetch, locale: Locale, id: number, page: number) =>
  queryOptions({
    queryKey: ['backoffice', 'product-audit', locale, id, page] as const,
    queryFn: () =>
      callApi(api, 'GET api/v1/admin/products/:id/audit', { params: { id }, query: { page: String(page) } }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

export const categoryTreeQuery = (api: ApiFetch, locale: Locale) =>
  queryOptions({
    queryKey: ['backoffice', 'product-editor', 'categories', locale] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/catalogue/categories'),
    staleTime: 60_000,
  })

/** Every page of a paged list (tags and attributes are few; the editor offers them all). */
async function allPages<T>(first: (page: number) => Promise<LastPagePage<T>>): Promise<T[]> {
  const head = await first(1)
  const rest = await Promise.all(Array.from({ length: Math.max(0, head.lastPage - 1) }, (_, index) => first(index + 2)))
  return [head, ...rest].flatMap((page) => page.data)
}

export const tagsQuery = (api: ApiFetch, locale: Locale) =>
  queryOptions({
    queryKey: ['backoffice', 'product-editor', 'tags', locale] as const,
    queryFn: () =>
      allPages((page) => callApi(api, 'GET api/v1/admin/catalogue/tags', { query: { page: String(page) } })),
    staleTime: 60_000,
  })

export const attributesQuery = (api: ApiFetch, locale: Locale) =>
  queryOptions({
    queryKey: ['backoffice', 'product-editor', 'attributes', locale] as const,
    queryFn: () =>
      allPages((page) => callApi(api, 'GET api/v1/admin/catalogue/attributes', { query: { page: String(page) } })),
    staleTime: 60_000,
  })

/** Products found by name, SKU or slug (the cross-sell picker). */
export const productSearchQuery = (api: ApiFetch, locale: Locale, q: string) =>
  queryOptions({
    queryKey: ['backoffice', 'product-editor', 'search', locale, q] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/products', { query: { q } }),
    staleTime: 0,
    enabled: q !== '',
  })

export const createProductMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: (body: ProductBody) => callApi(api, 'POST api/v1/admin/products', { body }),
  })

/** A save carries the version the editor read (an older one is refused: 409 PRODUCT_CHANGED). */
export const updateProductMutation = (api: ApiFetch, id: number) =>
  mutationOptions({
    mutationFn: (input: { body: ProductBody; version: number }) =>
      callApi(api, 'PUT api/v1/admin/products/:id', {
        params: { id },
        body: { ...input.body, version: input.version },
      }),
  })

export const archiveProductMutation = (api: ApiFetch, id: number) =>
  mutationOptions({
    mutationFn: () => callApi(api, 'POST api/v1/admin/products/:id/archive', { params: { id } }),
  })

export const deleteProductMutation = (api: ApiFetch, id: number) =>
  mutationOptions({
    mutationFn: () => callApi(api, 'DELETE api/v1/admin/products/:id', { params: { id } }),
  })
