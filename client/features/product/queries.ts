import { queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import type { Locale } from '../../../contract/locales'
import type { BundleCheck, ProductDetail } from '../../../contract/dto/catalogue'

const productKeys = {
  detail: (locale: Locale, slug: string) => ['product', 'detail', locale, slug] as const,
}

/** GET product/web/get?slug= — a slug of either language answers in the requested language. */
export const productQuery = (api: ApiFetch, locale: Locale, slug: string) =>
  queryOptions({
    queryKey: productKeys.detail(locale, slug),
    queryFn: () =>
      api<ProductDetail>({ method: 'GET', path: 'api/v1/product/web/get', query: { slug }, cache: 'short' }),
    staleTime: 60_000,
    retry: false,
  })

/** GET product/checkBundles for one bundle (public, cached at the edge): does its tile add it at once? */
export const bundleCheckQuery = (api: ApiFetch, locale: Locale, id: number) =>
  queryOptions({
    queryKey: ['product', 'checkBundles', locale, id] as const,
    queryFn: () =>
      api<BundleCheck[]>({
        method: 'GET',
        path: 'api/v1/product/checkBundles',
        query: { productIds: String(id) },
        cache: 'short',
      }),
    staleTime: 5 * 60_000,
  })
