import { Comments } from '../comments/comments'
import { SafeHtml } from '../../lib/ui/safe-html'
import { Breadcrumb } from '../../lib/ui/breadcrumb'
import { useLocale, useT } from '../../i18n/i18n'
import type { ProductDetail } from '../../../contract/dto/catalogue'
import { routeTitleKey } from '../../../contract/routes'
import { Island } from '../../lib/islands/island-source'
import { ProductCardTile } from './product-card'
import { productTrail } from './product-json-ld'
import { ProductTop } from './product-top'

interface ProductViewProps {
  product: ProductDetail
  /** The page's slug (the product query's key). */
  slug: string
  /** `?variant=` of the URL (slug or id of an associated product). */
  variantParam: string | null
  /** `?cartItemId=`: the cart line being edited. */
  cartItemId: number | null
}

/**
 * SPEC §2 product detail: breadcrumb, the top (an island: images, price, choices, buying panel,
 * product-top.tsx), description, comments, cross-sells.
 */
export function ProductView({ product, slug, variantParam, cartItemId }: ProductViewProps) {
  const t = useT()
  const locale = useLocale()
  return (
    <article className="stack--lg product-detail">
      <Breadcrumb trail={productTrail(product, locale, t(routeTitleKey('shop')))} />
      <Island name="productTop" component={ProductTop} props={{ slug, variantParam, cartItemId }} />
      {product.description ? (
        <section className="stack" aria-labelledby="product-description">
          <h2 id="product-description">{t('shop.product.description')}</h2>
          <SafeHtml className="prose" html={product.description} />
        </section>
      ) : null}
      <Comments resourceType="product" resourceId={product.id} enabled={!product.archived} />
      {product.crossSellProducts.length > 0 ? (
        <section className="stack" aria-labelledby="product-cross-sell">
          <h2 id="product-cross-sell">{t('shop.product.crossSell')}</h2>
          <div className="grid grid--3">
            {product.crossSellProducts.map((card) => (
              <ProductCardTile key={card.id} product={card} />
            ))}
          </div>
        </section>
      ) : null}
    </article>
  )
}
