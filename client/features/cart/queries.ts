import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { ApiError, type ApiFetch } from '../../../contract/api'
import type { AwaitingPayment, Cart } from '../../../contract/dto/commerce'
import { callApi } from '../../../contract/endpoints/call'
import type { Locale } from '../../../contract/locales'
import { cartApi } from './cart-api'

export const cartKeys = {
  all: ['cart'] as const,
  current: (locale: Locale) => ['cart', locale] as const,
  /** How the last cart fetch found the session ended (CartEnded), until the page has said so. */
  ended: ['cart-ended'] as const,
  /** The session's order still awaiting its card or wallet payment (Back from the provider's page, issue 34). */
  awaitingPayment: ['cart-awaiting-payment'] as const,
}

/** SPEC §8: 'Cart is archived.' / 'Session already used.' — the edge has already cleared the session. */
export type CartEnded = 'CART_ARCHIVED' | 'SESSION_ALREADY_USED'

const endedCode = (error: unknown): CartEnded | null =>
  error instanceof ApiError && (error.code === 'CART_ARCHIVED' || error.code === 'SESSION_ALREADY_USED')
    ? error.code
    : null

/**
 * True when the session is gone while this tab still shows a cart with lines: another tab ordered
 * it (or logged out); this tab's own order forgets its cart first.
 */
export const endedElsewhere = (shown: Cart | null | undefined): boolean => !!shown && shown.itemsCount > 0

/**
 * The visitor's cart (null: no session yet). Personal: fetched in the browser only (pages that
 * show it are never cached, the header count of a cached page fills in after hydration).
 * Refetched on focus so two tabs end consistent.
 */
export const cartQuery = (api: ApiFetch, locale: Locale) =>
  queryOptions({
    queryKey: cartKeys.current(locale),
    // An ended session is an empty cart plus a note for the page (kept as state, so a refetch
    // racing the page's hydration cannot lose it).
    queryFn: async ({ client }) => {
      const shown = client.getQueryData<Cart | null>(cartKeys.current(locale))
      try {
        const { data: cart, awaitingPayment = null } = await cartApi.get(api)
        client.setQueryData<AwaitingPayment | null>(cartKeys.awaitingPayment, awaitingPayment)
        // The cart this tab shows is gone (ordered in another tab, whose order forgot the session):
        // the SPEC §4 ending, not a silently empty cart. An order awaiting its payment is not an ending.
        if (cart === null && !awaitingPayment && endedElsewhere(shown) && typeof window !== 'undefined')
          client.setQueryData<CartEnded | null>(cartKeys.ended, 'CART_ARCHIVED')
        return cart
      } catch (error) {
        const ended = endedCode(error)
        // The edge has cleared the cookies (the server render's read too, on the page's response).
        if (!ended) throw error
        client.setQueryData<CartEnded | null>(cartKeys.ended, ended)
        return null
      }
    },
    staleTime: 5_000,
    refetchOnWindowFocus: 'always',
    // Retry an outage once; a 4xx/409 answer is final (the edge already cleared the session).
    retry: (failures, error) =>
      failures < 1 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
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
    queryFn: () => callApi(api, 'GET api/v2/settings/getCheckoutSettings'),
    staleTime: 5 * 60_000,
  })
