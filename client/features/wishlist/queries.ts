import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import type { Locale } from '../../../contract/locales'
import { callApi } from '../../../contract/endpoints/call'
import type { WishlistItem } from '../../../contract/dto/commerce'

/** SPEC §9: the wishlist is (re)fetched with limit 9999. */
const WISHLIST_LIMIT = 9999

export const wishlistKeys = {
  all: ['wishlist'] as const,
  list: (locale: Locale) => ['wishlist', 'list', locale] as const,
}

/** GET api/v1/wishlist/filter — the customer's wishlist (backoffice users have none). */
export const wishlistQuery = (api: ApiFetch, locale: Locale) =>
  queryOptions({
    queryKey: wishlistKeys.list(locale),
    queryFn: () => callApi(api, 'GET api/v1/wishlist/filter', { query: { page: '1', limit: String(WISHLIST_LIMIT) } }),
    staleTime: 30_000,
  })

export const addToWishlist = (api: ApiFetch, productId: number) =>
  callApi(api, 'POST api/v1/wishlist/create', { body: { product_id: productId } })

export const removeFromWishlist = (api: ApiFetch, productId: number) =>
  callApi(api, 'DELETE api/v1/wishlist/delete/:productId', { params: { productId } })

/** Adds a product to the wishlist, or removes it when it is already wished (the variables say which). */
export const toggleWishlistMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: async ({ productId, wished }: { productId: number; wished: boolean }): Promise<void> => {
      await (wished ? removeFromWishlist(api, productId) : addToWishlist(api, productId))
    },
  })

/** Removes one wishlist line (the variable is the line, so the toast can name its product). */
export const removeWishlistItemMutation = (api: ApiFetch) =>
  mutationOptions({ mutationFn: (item: WishlistItem) => removeFromWishlist(api, item.product_id) })
