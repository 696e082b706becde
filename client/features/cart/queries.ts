import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { ApiFetch } from '../../lib/api'
import type { Cart } from '../../lib/dto/commerce'
import type { CheckoutSettings } from '../../lib/dto/settings'
import type { Locale } from '../../i18n/locales'
import { cartApi } from './cart-api'

export const cartKeys = {
  all: ['cart'] as const,
  current: (locale: Locale) => ['cart', locale] as const,
}

/**
 * The visitor's cart (null: no session yet). Personal: fetched in the browser only (pages that
 * show it are never cached, the header count of a cached page fills in after hydration).
 * Refetched on focus so two tabs end consistent.
 */
export const cartQuery = (api: ApiFetch, locale: Locale) =>
  queryOptions({
    queryKey: cartKeys.current(locale),
    queryFn: () => cartApi.get(api),
    staleTime: 5_000,
    refetchOnWindowFocus: 'always',
    retry: 1,
  })

/**
 * Stores a server answer unless it is older than what is shown (two requests crossing: the
 * cart's version only grows).
 */
export function storeCart(queryClient: QueryClient, locale: Locale, next: Cart | null): void {
  queryClient.setQueryData<Cart | null>(cartKeys.current(locale), (current) => {
    if (next && current && current.id === next.id && next.version < current.version) return current
    return next
  })
}

/** SPEC §4 cart-addition behaviour comes from the checkout settings (public, cached at the edge). */
export const checkoutSettingsQuery = (api: ApiFetch, locale: Locale) =>
  queryOptions({
    queryKey: ['settings', 'checkout', locale] as const,
    queryFn: () => api<CheckoutSettings>({ method: 'GET', path: 'api/v2/settings/getCheckoutSettings', cache: 'short' }),
    staleTime: 5 * 60_000,
  })
