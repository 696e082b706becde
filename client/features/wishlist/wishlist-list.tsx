import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { Link } from '../../lib/link'
import { useToast } from '../../lib/toasts'
import { useLocale, useT } from '../../i18n/i18n'
import { useErrorToast } from '../../lib/api-error-message'
import { formatMoney } from '../../../contract/format'
import type { WishlistItem } from '../../../contract/dto/commerce'
import { removeWishlistItemMutation, wishlistKeys, wishlistQuery } from './queries'

/** The customer's wishlist (GET wishlist/filter?limit=9999) with a remove button per product. */
export function WishlistList() {
  const api = useApi()
  const t = useT()
  const locale = useLocale()
  const toast = useToast()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(wishlistQuery(api, locale))
  const removal = useMutation({
    ...removeWishlistItemMutation(api),
    onSuccess: async (_, item) => {
      toast.success(t('core.notifications.removedFromWishlist', { name: item.product?.name ?? '' }))
      // SPEC §4: after a toggle the wishlist is refetched with limit 9999.
      await queryClient.invalidateQueries({ queryKey: wishlistKeys.all })
    },
    onError: showError,
  })

  const remove = (item: WishlistItem) => {
    if (removal.isPending) return
    removal.mutate(item)
  }

  if (data.data.length === 0) return <p className="muted">{t('account.profile.wishlistEmpty')}</p>
  return (
    <ul className="wishlist" aria-label={t('account.profile.wishlistTitle')}>
      {data.data.map((item) => {
        const product = item.product
        const name = product?.name ?? `#${item.product_id}`
        return (
          <li className="wishlist__item" key={item.product_id}>
            {product?.media ? (
              <img
                className="wishlist__image"
                src={product.media}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                decoding="async"
              />
            ) : null}
            <div className="wishlist__body">
              {product ? (
                <Link to="product" params={{ slug: product.slug }}>
                  {name}
                </Link>
              ) : (
                <span>{name}</span>
              )}
              {product ? <span className="wishlist__price">{formatMoney(product.finalPrice, locale)}</span> : null}
            </div>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              onClick={() => remove(item)}
              disabled={removal.isPending}
              aria-busy={removal.isPending && removal.variables.product_id === item.product_id}
              aria-label={t('account.profile.wishlistRemoveNamed', { name })}
            >
              {t('account.profile.wishlistRemove')}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
