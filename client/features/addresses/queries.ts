import { queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import type { Locale } from '../../../contract/locales'
import { addressApi } from './api'

/** The countries an address may be in (the checkout settings' allowed countries that some delivery serves); a failure shows a retry button. */
export const countriesQuery = (api: ApiFetch, locale: Locale) =>
  queryOptions({
    queryKey: ['checkout', 'countries', locale] as const,
    queryFn: () => addressApi.countries(api, locale),
    staleTime: 5 * 60_000,
    retry: false,
  })
