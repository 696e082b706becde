import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { useToast } from '../../lib/toasts'
import { useLocale, useT } from '../../i18n/i18n'
import { useErrorToast } from '../../lib/api-error-message'
import { useHydrated } from '../../lib/use-hydrated'
import { toggleWishlistMutation, wishlistKeys, wishlistQuery } from '../wishlist/queries'

/** SPEC §4 wishlist toggle's button, for a signed-in customer (./wishlist-toggle). */
export function WishlistButton({ productId, name }: { productId: number; name: string }) {
  const api = useApi()
  const locale = useLocale()
  const t = useT()
  const toast = useToast()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const query = useQuery(wishlistQuery(api, locale))
  // Fetched in the browser only: until hydrated, render what the server rendered (loading).
  const hydrated = useHydrated()
  const data = hydrated ? query.data : undefined
  const isPending = !hydrated || query.isPending
  const wished = data?.data.some((item) => item.product_id === productId) ?? false
  const mutation = useMutation({
    ...toggleWishlistMutation(api),
    onSuccess: async (_, { wished }) => {
      toast.success(
        t(wished ? 'core.notifications.removedFromWishlist' : 'core.notifications.addedToWishlist', { name }),
      )
      await queryClient.invalidateQueries({ queryKey: wishlistKeys.all })
    },
    onError: showError,
  })
  const busy = mutation.isPending

  const toggle = () => {
    if (busy || isPending) return
    mutation.mutate({ productId, wished })
  }

  return (
    <button
      type="button"
      className={`btn btn--ghost wishlist-toggle${wished ? ' wishlist-toggle--on' : ''}`}
      aria-pressed={wished}
      aria-busy={busy || isPending}
      disabled={busy || isPending}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.7 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.3 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
          fill={wished ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {t('product.wishlist')}
    </button>
  )
}
