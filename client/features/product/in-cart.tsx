import { useLocale, useT } from '../../i18n/i18n'
import { formatNumber } from '../../../contract/format'
import { useHydratedCart } from '../cart/use-cart'
import { quantityInCart } from './use-edit-line'

/** "In your cart: n" under a buying panel: how many of the product the cart holds. */
export function InCart({ productId }: { productId: number }) {
  const t = useT()
  const locale = useLocale()
  const count = quantityInCart(useHydratedCart(), productId)
  if (count === 0) return null
  return (
    <p className="small muted purchase-panel__in-cart">{t('product.inCart', { count: formatNumber(count, locale) })}</p>
  )
}
