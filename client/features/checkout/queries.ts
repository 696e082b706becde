import { queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import type { Locale } from '../../../contract/locales'
import { checkoutApi } from './api'

/** Checkout reads: personal (they depend on the cart), never retried silently — a failure shows a retry button. */
export const checkoutKeys = {
  delivery: (locale: Locale, cartId: string, countryId: number | null, version: number) =>
    ['checkout', 'delivery', locale, cartId, countryId, version] as const,
  payment: (locale: Locale, cartId: string, lineCount: number) =>
    ['checkout', 'payment', locale, cartId, lineCount] as const,
}

/** Methods for the cart as it is now: the cart's version is part of the key (a changed cart asks again). */
export const deliveryMethodsQuery = (
  api: ApiFetch,
  locale: Locale,
  cartId: string,
  countryId: number | null,
  version: number,
) =>
  queryOptions({
    queryKey: checkoutKeys.delivery(locale, cartId, countryId, version),
    queryFn: () => checkoutApi.deliveryMethods(api, countryId),
    retry: false,
    staleTime: 30_000,
  })

/** Payment methods depend on what is in the cart (digital-only or not), not on every saved choice: keyed by its line count. */
export const paymentMethodsQuery = (api: ApiFetch, locale: Locale, cartId: string, lineCount: number) =>
  queryOptions({
    queryKey: checkoutKeys.payment(locale, cartId, lineCount),
    queryFn: () => checkoutApi.paymentMethods(api),
    retry: false,
    staleTime: 30_000,
  })
