import { useQueries } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { useLocale } from '../../i18n/i18n'
import type { ProductDetail } from '../../../contract/dto/catalogue'
import type { Cart } from '../../../contract/dto/commerce'
import { productQuery } from '../product/queries'
import { detailSlug } from '../cart/line-links'

/**
 * The product pages of the cart's products (public, cached at the edge): the cart DTO carries
 * neither cross-sells nor a bundle's component names. Keyed by the slug the line links to.
 */
export function useCartProductDetails(cart: Cart): Map<string, ProductDetail> {
  const api = useApi()
  const locale = useLocale()
  const slugs = [...new Set(cart.items.map(detailSlug))]
  const results = useQueries({ queries: slugs.map((slug) => productQuery(api, locale, slug)) })
  const details = new Map<string, ProductDetail>()
  slugs.forEach((slug, index) => {
    const data = results[index]?.data
    if (data) details.set(slug, data)
  })
  return details
}
