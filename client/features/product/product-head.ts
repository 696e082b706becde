import type { HeadData } from '../../app/page-types'
import type { ProductDetail } from '../../lib/dto/catalogue'
import { buildPath } from '../../routes/table'

/** Plain text of an HTML fragment (for meta descriptions and JSON-LD). */
export function plainText(html: string, max = 300): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text
}

/** Head of a product page: title, description, hreflang alternates from `slugs`, OG image, JSON-LD Product. */
export function productHead(product: ProductDetail): HeadData {
  const description = plainText(product.shortDescription || product.description) || product.name
  const image = product.media[0]?.urls.large ?? product.images[0]?.urls.large
  return {
    title: product.name,
    description,
    alternates: { hr: buildPath('product', 'hr', { slug: product.slugs.hr }), en: buildPath('product', 'en', { slug: product.slugs.en }) },
    image,
    ogType: 'product',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        sku: product.sku,
        description,
        ...(image ? { image: [image] } : {}),
        ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
        ...(product.rating.count > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.average, reviewCount: product.rating.count } } : {}),
        offers: {
          '@type': 'Offer',
          price: product.finalPrice.toFixed(2),
          priceCurrency: 'EUR',
          availability: product.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        },
      },
    ],
  }
}
