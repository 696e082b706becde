import { queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import { callApi } from '../../../contract/endpoints/call'
import type { Locale } from '../../../contract/locales'

const productKeys = {
  detail: (locale: Locale, slug: string) => ['product', 'detail', locale, slug] as const,
}

/** GET product/web/get?slug= — a slug of either language answers in the requested language. */
export const productQuery = (api: ApiFetch, locale: Locale, slug: string) =>
  queryOptions({
    queryKey: productKeys.detail(locale, slug),
    queryFn: () => callApi(api, 'GET api/v1/product/web/get', { query: { slug } }),
    staleTime: 60_000,
    retry: false,
  })

/** GET product/checkBundles for one bundle (public, cached at the edge): does its tile add it at once? */
export const bundleCheckQuery = (api: ApiFetch, locale: Locale, id: number) =>
  queryOptions({
    queryKey: ['product', 'checkBundles', locale, id] as const,
    queryFn: () => callApi(api, 'GET api/v1/product/checkBundles', { query: { productIds: String(id) } }),
    staleTime: 5 * 60_000,
  })
