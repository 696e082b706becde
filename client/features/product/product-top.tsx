import { useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useRef } from 'react'
import { useApi } from '../../lib/api-context'
import { SafeHtml } from '../../lib/ui/safe-html'
import { useLocale, useT } from '../../i18n/i18n'
import type { CatalogueMedia, ProductDetail } from '../../../contract/dto/catalogue'
import { formatNumber } from '../../../contract/format'
import { shopperPath } from '../../../contract/shopper-paths'
import { AddToCartPanel } from './add-to-cart-panel'
import { ProductGallery } from './product-gallery'
import { ProductPrice } from './product-price'
import { priceView } from './pricing'
import { useEditLine } from './use-edit-line'
import { useVariantSelection } from './use-variant-selection'
import { VariantPicker } from './variant-picker'
import { usePostedChoices } from './use-posted-choices'
import { WishlistToggle } from './wishlist-toggle'
import { productQuery } from './queries'

export interface ProductTopProps {
  /** The page's slug: the product comes from the query cache the page filled (the island's props stay small). */
  slug: string
  /** `?variant=` of the URL (slug or id of an associated product). */
  variantParam: string | null
  /** `?cartItemId=`: the cart line being edited. */
  cartItemId: number | null
}

/**
 * SPEC §2 product detail, its top: images (srcset), name, rating, price block, availability, the
 * configurable attributes (the page switches to the matching variant: price, image, SKU,
 * availability and `?variant=`), bundle contents, the buying panel (custom options, quantity,
 * add-to-cart or the bundle customization modal), wishlist toggle, facts. An island (issue 38): a
 * first choice or add to cart is answered before the app runs.
 */
export function ProductTop({ slug, variantParam, cartItemId }: ProductTopProps) {
  const t = useT()
  const locale = useLocale()
  const { data: product } = useSuspenseQuery(productQuery(useApi(), locale, slug))
  const configurable = product.type === 'configurable' && product.associatedProductsAttributes.length > 0
  const { selection, variant, complete, choose, selectVariant } = useVariantSelection(product, variantParam)
  const purchaseFormId = useId()
  usePostedChoices(purchaseFormId, product.associatedProductsAttributes, choose)
  const editLine = useEditLine(product, cartItemId)
  const appliedLine = useRef<number | null>(null)

  // Editing a line of a variant: show that variant.
  useEffect(() => {
    if (!editLine || appliedLine.current === editLine.itemId) return
    appliedLine.current = editLine.itemId
    const lineVariant = product.associatedProducts.find((candidate) => candidate.id === editLine.productId)
    if (lineVariant) selectVariant(lineVariant)
  }, [editLine, product.associatedProducts, selectVariant])

  const images = useMemo(() => {
    const own: CatalogueMedia[] = product.media.length > 0 ? product.media : product.images
    if (!variant || variant.media.length === 0) return own
    const first = new Set(variant.media.map((image) => image.id))
    return [...variant.media, ...own.filter((image) => !first.has(image.id))]
  }, [product.media, product.images, variant])

  const shown = variant ?? product
  const prices = priceView(shown, variant ? Math.min(product.lowestPrice, variant.finalPrice) : product.lowestPrice)
  const available = variant
    ? variant.available && variant.isPurchasable
    : configurable
      ? product.associatedProducts.some((v) => v.available && v.isPurchasable)
      : product.available

  return (
    <div className="split product-detail__top">
      <ProductGallery key={images[0]?.id ?? 0} images={images} name={variant?.name ?? product.name} />
      <div className="stack product-detail__info">
        <p className="eyebrow">{t(`shop.product.types.${product.type}`)}</p>
        <h1>{product.name}</h1>
        {product.rating.count > 0 ? <Rating average={product.rating.average} count={product.rating.count} /> : null}
        <ProductPrice prices={prices} />
        <p className={available ? 'notice notice--success' : 'notice notice--error'}>
          {available ? t('shop.product.available') : t('shop.product.unavailable')}
        </p>
        {product.shortDescription ? <SafeHtml className="prose" html={product.shortDescription} /> : null}
        {configurable ? (
          <section className="stack" aria-labelledby="product-options">
            <h2 id="product-options" className="product-detail__subheading">
              {t('product.options')}
            </h2>
            <VariantPicker
              attributes={product.associatedProductsAttributes}
              variants={product.associatedProducts}
              selection={selection}
              onSelect={choose}
              formId={purchaseFormId}
              showPrices
            />
            {complete && !variant ? (
              <p className="notice notice--error small" role="alert">
                {t('product.combinationMissing')}
              </p>
            ) : null}
          </section>
        ) : null}
        {product.bundles.length > 0 ? (
          <section className="stack" aria-labelledby="product-bundle">
            <h2 id="product-bundle" className="product-detail__subheading">
              {t('shop.product.bundleContents')}
            </h2>
            <ul>
              {product.bundles.map((entry) => (
                <li key={entry.id}>
                  {entry.qty > 1 ? `${entry.qty} × ` : ''}
                  {entry.product.visibleIndividually ? (
                    <a href={shopperPath('product', locale, { slug: entry.product.slug })}>{entry.product.name}</a>
                  ) : (
                    entry.product.name
                  )}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <AddToCartPanel product={product} variant={variant} editLine={editLine} formId={purchaseFormId} />
        <WishlistToggle productId={product.id} name={product.name} />
        <ProductFacts product={product} sku={shown.sku} />
      </div>
    </div>
  )
}

function Rating({ average, count }: { average: number; count: number }) {
  const t = useT()
  const locale = useLocale()
  const rounded = Math.round(average * 2) / 2
  const text = t('product.rating', {
    average: formatNumber(Math.round(average * 10) / 10, locale),
    count: formatNumber(count, locale),
  })
  return (
    <p className="product-rating" aria-label={text} role="img">
      {Array.from({ length: 5 }, (_, index) => (
        <span
          key={index}
          aria-hidden="true"
          className={
            index + 1 <= rounded
              ? 'product-rating__star product-rating__star--on'
              : index + 0.5 === rounded
                ? 'product-rating__star product-rating__star--half'
                : 'product-rating__star'
          }
        >
          ★
        </span>
      ))}
      <span className="small muted" aria-hidden="true">
        {' '}
        {formatNumber(Math.round(average * 10) / 10, locale)} ({formatNumber(count, locale)})
      </span>
    </p>
  )
}

function ProductFacts({ product, sku }: { product: ProductDetail; sku: string }) {
  const t = useT()
  const locale = useLocale()
  return (
    <section aria-labelledby="product-facts">
      <h2 id="product-facts" className="visually-hidden">
        {t('shop.product.details')}
      </h2>
      <dl className="product-facts small">
        <dt>{t('shop.product.sku')}</dt>
        <dd>{sku}</dd>
        {product.categories.length > 0 ? (
          <>
            <dt>{t('shop.product.categories')}</dt>
            <dd className="cluster">
              {product.categories.map((category) => (
                <a key={category.id} href={shopperPath('shop', locale, { slug: category.slug })} className="chip">
                  {category.name}
                </a>
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
