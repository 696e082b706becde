import { queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import type { Locale } from '../../../contract/locales'
import type { ProductDetail } from '../../../contract/dto/catalogue'

const productKeys = {
  detail: (locale: Locale, slug: string) => ['product', 'detail', locale, slug] as const,
}

/** GET product/web/get?slug= — a slug of either language answers in the requested language. */
export const productQuery = (api: ApiFetch, locale: Locale, slug: string) =>
  queryOptions({
    queryKey: productKeys.detail(locale, slug),
    queryFn: () => api<ProductDetail>({ method: 'GET', path: 'api/v1/product/web/get', query: { slug }, cache: 'short' }),
    staleTime: 60_000,
    retry: false,
  })
