import { useViewer } from '../../lib/viewer'
import { WishlistButton } from './wishlist-button-source'

/**
 * SPEC §4 wishlist toggle (logged-in customers only; backoffice users have no wishlist): a
 * pressed/unpressed button; a click removes a wishlisted product or adds it, toasts naming the
 * product, then the wishlist is refetched (limit 9999).
 */
export function WishlistToggle({ productId, name }: { productId: number; name: string }) {
  const viewer = useViewer()
  if (!viewer || viewer.isBackofficeUser) return null
  return <WishlistButton productId={productId} name={name} />
}
