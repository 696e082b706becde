import type { Locale } from '../../../contract/locales'
import type { AssociatedProduct, ProductDetail } from '../../../contract/dto/catalogue'
import { buildPath } from '../../../contract/routes'
import type { Crumb } from '../../lib/structured-data'

const IN_STOCK = 'https://schema.org/InStock'
const OUT_OF_STOCK = 'https://schema.org/OutOfStock'

/** What the page shows as the product for sale: the chosen variant of a configurable, else the product. */
interface OfferSource {
  sku: string
  finalPrice: number
  available: boolean
  isPurchasable: boolean
  image: string | undefined
  path: string
}

/** The product path of this language, with `?variant=` when a variant is shown. */
export function productPath(
  product: Pick<ProductDetail, 'slug'>,
  locale: Locale,
  variant: AssociatedProduct | null,
): string {
  return buildPath('product', locale, { slug: product.slug }, variant ? { variant: variant.slug } : undefined)
}

export function offerSource(product: ProductDetail, variant: AssociatedProduct | null, locale: Locale): OfferSource {
  const mainImage = product.media[0]?.urls.large ?? product.images[0]?.urls.large
  if (variant) {
    return {
      sku: variant.sku,
      finalPrice: variant.finalPrice,
      available: variant.available,
      isPurchasable: variant.isPurchasable,
      image: variant.media[0]?.urls.large ?? mainImage,
      path: productPath(product, locale, variant),
    }
  }
  // A configurable without a chosen variant is in stock when any of its variants is.
  const available =
    product.type === 'configurable' && product.associatedProducts.length > 0
      ? product.associatedProducts.some((v) => v.available && v.isPurchasable)
      : product.available
  return {
    sku: product.sku,
    finalPrice: product.finalPrice,
    available,
    isPurchasable: product.isPurchasable,
    image: mainImage,
    path: productPath(product, locale, null),
  }
}

/** schema.org Product with its Offer (price in EUR, availability URL, page URL) and rating when rated. */
export function productJsonLd(
  product: ProductDetail,
  source: OfferSource,
  description: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: source.sku,
    description,
    url: source.path,
    ...(source.image ? { image: [source.image] } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.manufacturer ? { manufacturer: { '@type': 'Organization', name: product.manufacturer } } : {}),
    ...(product.categories[0] ? { category: product.categories[0].name } : {}),
    ...(product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      price: source.finalPrice.toFixed(2),
      priceCurrency: 'EUR',
      availability: source.available && source.isPurchasable && !product.archived ? IN_STOCK : OUT_OF_STOCK,
      url: source.path,
      itemCondition: 'https://schema.org/NewCondition',
    },
  }
}

/** The breadcrumb after home: the shop (`shopName`) → the product's first category → the product. */
export function productTrail(
  product: Pick<ProductDetail, 'name' | 'slug' | 'categories'>,
  locale: Locale,
  shopName: string,
): Crumb[] {
  const category = product.categories[0]
  return [
    { name: shopName, path: buildPath('shop', locale) },
    ...(category ? [{ name: category.name, path: buildPath('shop', locale, { slug: category.slug }) }] : []),
    { name: product.name, path: buildPath('product', locale, { slug: product.slug }) },
  ]
}
