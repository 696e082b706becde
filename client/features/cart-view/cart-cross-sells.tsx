import { useId } from 'react'
import { useT } from '../../i18n/i18n'
import type { ProductDetail } from '../../../contract/dto/catalogue'
import type { Cart } from '../../../contract/dto/commerce'
import { ProductCardTile } from '../product/product-card'
import { pickCrossSells } from '../cart/cross-sells'

/**
 * SPEC §2 cross-sell list: the cross-sells of the cart's products that are not in the cart yet,
 * as product tiles (with their add-to-cart, or a link when the product needs choices first).
 */
export function CartCrossSells({ cart, details }: { cart: Cart; details: Map<string, ProductDetail> }) {
  const t = useT()
  const headingId = useId()
  const products = pickCrossSells(cart, [...details.values()])
  if (products.length === 0) return null
  return (
    <section className="cart-cross-sells stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('cart.crossSells.title')}</h2>
      <ul className="cart-cross-sells__list">
        {products.map((product) => (
          <li key={product.id} className="cart-cross-sells__item">
            <ProductCardTile product={product} />
          </li>
        ))}
      </ul>
    </section>
  )
}
