import { useSuspenseQuery } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { Link } from '../../lib/link'
import { useLocale, useT } from '../../i18n/i18n'
import type { CatalogueMedia, ProductListRecord } from '../../../contract/dto/catalogue'
import type { Section } from '../../../contract/dto/sections'
import { formatMoney } from '../../../contract/format'
import { ResponsiveImage } from '../../lib/ui/responsive-image'
import { DummyProducts, useDummyMode } from '../product/dummy-products'
import { SectionBoundary } from '../../lib/ui/section-boundary'
import { featuredProductsQuery, sectionLimit } from './section-queries'

type FeaturedProductsData = Extract<Section, { type: 'featuredProducts' }>

function productImage(media: CatalogueMedia, alt: string) {
  return {
    id: media.id,
    url: media.urls.medium || media.newPath,
    urls: media.urls,
    alt,
    width: media.width,
    height: media.height,
  }
}

function ProductTeaser({ product }: { product: ProductListRecord }) {
  const t = useT()
  const locale = useLocale()
  if (!product.slug || !product.name) return null
  const discounted =
    typeof product.discount === 'number' && product.retailPrice !== undefined && product.discount < product.retailPrice
  return (
    <article className="card product-teaser" aria-labelledby={`product-teaser-${product.id}`}>
      {product.media ? (
        <Link
          to="product"
          params={{ slug: product.slug }}
          className="product-teaser__media"
          tabIndex={-1}
          aria-hidden="true"
        >
          <ResponsiveImage
            className="card__media"
            image={productImage(product.media, product.name)}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            decorative
          />
        </Link>
      ) : null}
      <div className="card__body">
        <h3 id={`product-teaser-${product.id}`} className="card__title product-teaser__title">
          <Link to="product" params={{ slug: product.slug }}>
            {product.name}
          </Link>
        </h3>
        <p className="product-teaser__price">
          <span className="visually-hidden">{t('content.sections.priceFrom')}: </span>
          {discounted && product.retailPrice !== undefined ? (
            <>
              <del className="price price--old">{formatMoney(product.retailPrice, locale)}</del>{' '}
            </>
          ) : null}
          {product.finalPrice !== undefined ? (
            <strong className="price">{formatMoney(product.finalPrice, locale)}</strong>
          ) : null}
          {discounted && product.discountPercent ? (
            <span className="tag price--discount">
              {t('content.sections.discount', { percent: product.discountPercent })}
            </span>
          ) : null}
        </p>
      </div>
    </article>
  )
}

function FeaturedProductList({ section }: { section: FeaturedProductsData }) {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const { data } = useSuspenseQuery(
    featuredProductsQuery(api, locale, sectionLimit(section.limit), section.categorySlug),
  )
  const dummy = useDummyMode(data.records.length === 0 && !section.categorySlug)
  if (dummy) return <DummyProducts className="grid grid--4" />
  if (data.records.length === 0) return <p className="empty-state">{t('content.sections.noProducts')}</p>
  return (
    <ul className="grid grid--4 product-teasers">
      {data.records.map((product) => (
        <li key={product.id}>
          <ProductTeaser product={product} />
        </li>
      ))}
    </ul>
  )
}

/** Featured products (product/web/filter archived=false, featured=true) as cards linking to /product/{slug}. */
export function FeaturedProductsSection({ section }: { section: FeaturedProductsData }) {
  return (
    <section className="section featured-products container" aria-labelledby={`${section.id}-title`}>
      <h2 id={`${section.id}-title`}>{section.title}</h2>
      <SectionBoundary>
        <FeaturedProductList section={section} />
      </SectionBoundary>
    </section>
  )
}
