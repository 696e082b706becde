import { Link } from '../../app/link'
import { SafeHtml } from '../../components/sections/safe-html'
import { useT } from '../../i18n/i18n'
import type { ProductDetail } from '../../lib/dto/catalogue'
import { ProductCardTile } from '../shop/product-card'
import { ProductGallery } from './product-gallery'
import { ProductPrice } from './product-price'
import { priceView } from './pricing'

/**
 * SPEC §2 product detail: name, images (srcset), price block, availability, descriptions
 * (sanitised HTML), categories, tags, SKU; variant axes and bundle contents are listed (their
 * controls and add-to-cart come with the cart).
 */
export function ProductView({ product }: { product: ProductDetail }) {
  const t = useT()
  const images = product.media.length > 0 ? product.media : product.images
  return (
    <article className="stack--lg product-detail">
      <div className="split" style={{ alignItems: 'start' }}>
        <ProductGallery images={images} name={product.name} />
        <div className="stack">
          <p className="eyebrow">{t(`shop.product.types.${product.type}`)}</p>
          <h1>{product.name}</h1>
          <ProductPrice prices={priceView(product, product.lowestPrice)} />
          <p className={product.available ? 'notice notice--success' : 'notice notice--error'}>
            {product.available ? t('shop.product.available') : t('shop.product.unavailable')}
          </p>
          {product.shortDescription ? <SafeHtml className="prose" html={product.shortDescription} /> : null}
          {product.associatedProductsAttributes.length > 0 ? (
            <section className="stack" aria-labelledby="product-variants">
              <h2 id="product-variants" style={{ fontSize: '1.15rem' }}>
                {t('shop.product.variants')}
              </h2>
              <dl>
                {product.associatedProductsAttributes.map((attribute) => (
                  <div key={attribute.attributeCode}>
                    <dt>{attribute.label}</dt>
                    <dd className="cluster">
                      {attribute.values.map((value) => (
                        <span className="chip" key={value.id}>
                          {attribute.inputType === 'visualSwatch' && value.swatch ? (
                            <span aria-hidden="true" style={{ display: 'inline-block', width: '0.9em', height: '0.9em', borderRadius: '50%', background: value.swatch, marginRight: '0.35em', verticalAlign: '-0.1em', border: '1px solid var(--border)' }} />
                          ) : null}
                          {value.value}
                        </span>
                      ))}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
          {product.bundles.length > 0 ? (
            <section className="stack" aria-labelledby="product-bundle">
              <h2 id="product-bundle" style={{ fontSize: '1.15rem' }}>
                {t('shop.product.bundleContents')}
              </h2>
              <ul>
                {product.bundles.map((entry) => (
                  <li key={entry.id}>
                    {entry.qty > 1 ? `${entry.qty} × ` : ''}
                    {entry.product.visibleIndividually ? (
                      <Link to="product" params={{ slug: entry.product.slug }}>
                        {entry.product.name}
                      </Link>
                    ) : (
                      entry.product.name
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <ProductFacts product={product} />
        </div>
      </div>
      {product.description ? (
        <section className="stack" aria-labelledby="product-description">
          <h2 id="product-description">{t('shop.product.description')}</h2>
          <SafeHtml className="prose" html={product.description} />
        </section>
      ) : null}
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

function ProductFacts({ product }: { product: ProductDetail }) {
  const t = useT()
  return (
    <section aria-labelledby="product-facts">
      <h2 id="product-facts" className="visually-hidden">
        {t('shop.product.details')}
      </h2>
      <dl className="product-facts small">
        <dt>{t('shop.product.sku')}</dt>
        <dd>{product.sku}</dd>
        {product.categories.length > 0 ? (
          <>
            <dt>{t('shop.product.categories')}</dt>
            <dd className="cluster">
              {product.categories.map((category) => (
                <Link key={category.id} to="shop" params={{ slug: category.slug }} className="chip">
                  {category.name}
                </Link>
              ))}
            </dd>
          </>
        ) : null}
        {product.tags.length > 0 ? (
          <>
            <dt>{t('shop.product.tags')}</dt>
            <dd className="cluster">
              {product.tags.map((tag) => (
                <span key={tag.id} className="tag">
                  {tag.name}
                </span>
              ))}
            </dd>
          </>
        ) : null}
        {product.manufacturer ? (
          <>
            <dt>{t('shop.product.manufacturer')}</dt>
            <dd>{product.manufacturer}</dd>
          </>
        ) : null}
        {product.brand ? (
          <>
            <dt>{t('shop.product.brand')}</dt>
            <dd>{product.brand}</dd>
          </>
        ) : null}
      </dl>
    </section>
  )
}
