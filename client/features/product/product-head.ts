import type { HeadData } from '../../lib/page-types'
import type { Locale } from '../../../contract/locales'
import type { AssociatedProduct, ProductDetail } from '../../../contract/dto/catalogue'
import { buildPath } from '../../../contract/routes'
import { offerSource, productJsonLd } from './product-json-ld'

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

interface ProductHeadOptions {
  /** The variant named by `?variant=` (its price, SKU, image and availability describe the offer). */
  variant?: AssociatedProduct | null
  /** A cart line being edited (`?cartItemId=`): a personal view, kept out of search results. */
  editing?: boolean
}

/**
 * Head of a product page: title, description, canonical + hreflang alternates to the translated
 * slugs (the renderer drops the query, so `?variant=` pages point at the product), Open Graph
 * product tags (image, price, currency, availability) and JSON-LD Product (the BreadcrumbList comes with the
 * visible breadcrumb, lib/ui/breadcrumb.tsx).
 */
export function productHead(product: ProductDetail, locale: Locale, options: ProductHeadOptions = {}): HeadData {
  const variant = options.variant ?? null
  const description =
    product.seo?.description || plainText(product.shortDescription || product.description) || product.name
  const source = offerSource(product, variant, locale)
  const inStock = source.available && source.isPurchasable && !product.archived
  return {
    // Staff's SEO title names the product; a chosen variant keeps its own name.
    title: variant ? variant.name : product.seo?.title || product.name,
    description,
    alternates: {
      hr: buildPath('product', 'hr', { slug: product.slugs.hr }),
      en: buildPath('product', 'en', { slug: product.slugs.en }),
    },
    image: source.image,
    ogType: 'product',
    ...(options.editing ? { robots: 'noindex, follow' } : {}),
    meta: [
      { property: 'product:price:amount', content: source.finalPrice.toFixed(2) },
      { property: 'product:price:currency', content: 'EUR' },
      { property: 'product:availability', content: inStock ? 'in stock' : 'out of stock' },
      ...(product.brand ? [{ property: 'product:brand', content: product.brand }] : []),
    ],
    jsonLd: [
      productJsonLd(product, source, plainText(product.description || product.shortDescription, 5000) || description),
    ],
  }
}
