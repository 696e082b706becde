import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../../contract/api'
import { callApi } from '../../../../contract/endpoints/call'
import type { AdminAttribute } from '../../../../contract/dto/catalogue-admin-terms'
import type { Locale } from '../../../../contract/locales'
import type { ListQuery } from '../../admin/list-kit'
import type { VariantPayload } from './variant-grid'

/**
 * The product editor's parts per type (issue 35): a configurable's variant grid, a bundle's
 * components, an eProduct's file and licence keys. Reads are keyed under 'backoffice' (refreshed
 * after any backoffice change); every save answers the product's detail, which the editor adopts.
 */

/** Every attribute (all pages): the axes are chosen among the option attributes. */
export const attributesQuery = (api: ApiFetch, locale: Locale) =>
  queryOptions({
    queryKey: ['backoffice', 'api/v1/admin/catalogue/attributes', locale, 'all'] as const,
    queryFn: async (): Promise<AdminAttribute[]> => {
      const all: AdminAttribute[] = []
      for (let page = 1; page <= 40; page++) {
        const answer = await callApi(api, 'GET api/v1/admin/catalogue/attributes', { query: { page: String(page) } })
        all.push(...answer.data)
        if (page >= answer.lastPage) break
      }
      return all
    },
    staleTime: 60_000,
  })

/** Products a bundle can take (searched by name, SKU or slug). */
export const componentSearchQuery = (api: ApiFetch, locale: Locale, q: string) =>
  queryOptions({
    queryKey: ['backoffice', 'api/v1/admin/products', locale, { q, purpose: 'bundle' }] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/products', { query: { q } }),
    enabled: q.trim().length > 0,
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

/** The product as saved now (after a 409: someone else saved it meanwhile). */
export const productReload = (api: ApiFetch, id: number) =>
  callApi(api, 'GET api/v1/admin/products/:id', { params: { id } })

export interface VariantsSave {
  id: number
  body: { version: number; attributeIds: number[]; defaultSku: string | null; variants: VariantPayload[] }
}

/** The whole grid in one save: axes, variants (an id keeps a variant; one left out goes or is archived), default. */
export const saveVariantsMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: ({ id, body }: VariantsSave) =>
      callApi(api, 'PUT api/v1/admin/products/:id/variants', { params: { id }, body }),
  })

export interface BundleSave {
  id: number
  body: { version: number; components: Array<{ productId: number; qty: number }> }
}

export const saveBundleMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: ({ id, body }: BundleSave) =>
      callApi(api, 'PUT api/v1/admin/products/:id/bundle', { params: { id }, body }),
  })

/** The eProduct's file, uploaded or replaced (multipart: `file` and the `version` the editor read). */
export const uploadFileMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: ({ id, version, file }: { id: number; version: number; file: File }) => {
      const form = new FormData()
      form.append('file', file)
      form.append('version', String(version))
      return callApi(api, 'PUT api/v1/admin/products/:id/file', { params: { id }, multipart: form })
    },
  })

export const deleteFileMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      callApi(api, 'DELETE api/v1/admin/products/:id/file', { params: { id }, body: { version } }),
  })

/** The licence key pool, paged on the server (search, state = available / assigned). */
export const keysQuery = (api: ApiFetch, locale: Locale, id: number, query: ListQuery) =>
  queryOptions({
    queryKey: ['backoffice', 'api/v1/admin/products/:id/keys', locale, id, query] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/products/:id/keys', { params: { id }, query }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

/** Keys pasted one per line; duplicates (in the paste or the pool) are named back, not added. */
export const addKeysMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: ({ id, text }: { id: number; text: string }) =>
      callApi(api, 'POST api/v1/admin/products/:id/keys', { params: { id }, body: { text } }),
  })

/** An unassigned key taken out of the pool. */
export const deleteKeyMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: ({ id, keyId }: { id: number; keyId: number }) =>
      callApi(api, 'DELETE api/v1/admin/products/:id/keys/:keyId', { params: { id, keyId } }),
  })
