import { useSuspenseQuery } from '@tanstack/react-query'
import { HttpStatusError, type PageModule, type PageProps } from '../lib/page-types'
import { useApi } from '../lib/api-context'
import { useLocale } from '../i18n/i18n'
import { ApiError } from '../../contract/api'
import { buildPath } from '../../contract/routes'
import { productHead } from '../features/product/product-head'
import { ProductView } from '../features/product/product-view'
import { productQuery } from '../features/product/queries'
import { parseCartItemId } from '../features/product/use-edit-line'
import { variantByParam } from '../features/product/variant-selection'

/**
 * SPEC §2 Product: `/product/{slug}` (a slug of either language); no slug → 302 to the shop.
 * `?variant=` (slug or id) chooses a configurable's variant on the server too; `?cartItemId=`
 * edits that cart line (filled in on the client, where the cart is known).
 */
function ProductPage({ match, searchParams }: PageProps) {
  const api = useApi()
  const locale = useLocale()
  const slug = match.params['slug'] ?? ''
  const { data: product } = useSuspenseQuery(productQuery(api, locale, slug))
  return (
    <div className="container section">
      <ProductView
        product={product}
        slug={slug}
        variantParam={searchParams.get('variant')}
        cartItemId={parseCartItemId(searchParams.get('cartItemId'))}
      />
    </div>
  )
}

export const page: PageModule = {
  Component: ProductPage,
  critical: async ({ match, locale, api, queryClient, searchParams }) => {
    const slug = match.params['slug']
    if (!slug) return { redirect: { location: buildPath('shop', locale), status: 302 } }
    try {
      const product = await queryClient.query({ ...productQuery(api, locale, slug), staleTime: 'static' })
      const cartItemId = parseCartItemId(searchParams.get('cartItemId'))
      // A variant that is not sold on its own page is shown on its configurable main product,
      // with the variant chosen (and the edited cart line kept).
      if (product.mainProduct && !product.visibleIndividually) {
        const query = { variant: product.slug, cartItemId: cartItemId === null ? undefined : String(cartItemId) }
        return {
          redirect: { location: buildPath('product', locale, { slug: product.mainProduct.slug }, query), status: 302 },
        }
      }
      return {
        head: productHead(product, locale, {
          variant: variantByParam(product.associatedProducts, searchParams.get('variant')),
          editing: cartItemId !== null,
        }),
      }
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400))
        throw new HttpStatusError(404, 'Product not found')
      throw error
    }
  },
}
