import { useSuspenseQuery } from '@tanstack/react-query'
import { HttpStatusError, type PageModule, type PageProps } from '../app/page-types'
import { useApi } from '../app/api-context'
import { useLocale } from '../i18n/i18n'
import { ApiError } from '../lib/api'
import { buildPath } from '../routes/table'
import { productHead } from '../features/product/product-head'
import { ProductView } from '../features/product/product-view'
import { productQuery } from '../features/product/queries'

/** SPEC §2 Product: `/product/{slug}` (a slug of either language); no slug → 302 to the shop. */
function ProductPage({ match }: PageProps) {
  const api = useApi()
  const locale = useLocale()
  const slug = match.params['slug'] ?? ''
  const { data: product } = useSuspenseQuery(productQuery(api, locale, slug))
  return (
    <div className="container section">
      <ProductView product={product} />
    </div>
  )
}

export const page: PageModule = {
  Component: ProductPage,
  critical: async ({ match, locale, api, queryClient }) => {
    const slug = match.params['slug']
    if (!slug) return { redirect: { location: buildPath('shop', locale), status: 302 } }
    try {
      const product = await queryClient.ensureQueryData(productQuery(api, locale, slug))
      // A variant that is not sold on its own page is shown on its configurable main product.
      if (product.mainProduct && !product.visibleIndividually) {
        return { redirect: { location: buildPath('product', locale, { slug: product.mainProduct.slug }), status: 302 } }
      }
      return { head: productHead(product) }
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw new HttpStatusError(404, 'Product not found')
      throw error
    }
  },
}
