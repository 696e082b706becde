import { Link } from '../../app/link'
import { ResponsiveImage, fromMedia } from '../../components/sections/responsive-image'
import { useT } from '../../i18n/i18n'
import type { ProductListRecord } from '../../lib/dto/catalogue'
import { PriceLine } from '../product/product-price'
import { priceView } from '../product/pricing'

/** A product tile of the 3-column grid: image, name, price (regular struck through when discounted), link. */
export function ProductCardTile({ product, priority = false }: { product: ProductListRecord; priority?: boolean }) {
  const t = useT()
  const name = product.name ?? ''
  const slug = product.slug ?? ''
  const prices =
    product.finalPrice !== undefined && product.retailPrice !== undefined
      ? priceView({
          retailPrice: product.retailPrice,
          finalPrice: product.finalPrice,
          discount: product.discount ?? null,
          discountPercent: product.discountPercent ?? 0,
          membershipPrice: product.membershipPrice ?? null,
        })
      : null
  return (
    <article className="card product-card">
      {product.media ? (
        <div className="card__media">
          <ResponsiveImage image={fromMedia(product.media, name)} sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 100vw" priority={priority} />
        </div>
      ) : null}
      <div className="card__body">
        <h3 className="card__title">
          <Link to="product" params={{ slug }} className="card__link">
            {name}
          </Link>
        </h3>
        {prices ? <PriceLine prices={prices} className="card__meta" /> : null}
        {product.available === false ? <p className="small muted">{t('shop.product.unavailable')}</p> : null}
      </div>
    </article>
  )
}
