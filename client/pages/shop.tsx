import { useSuspenseQuery, noop } from '@tanstack/react-query'
import { HttpStatusError, type LoaderContext, type PageModule, type PageProps } from '../lib/page-types'
import { useApi } from '../lib/api-context'
import { useLocale, useT } from '../i18n/i18n'
import { buildPath, routeTitleKey } from '../../contract/routes'
import { WidgetBoundary } from '../lib/ui/widget-boundary'
import { Breadcrumb } from '../lib/ui/breadcrumb'
import { CategoryTiles } from '../features/shop/category-tiles'
import { isVariantState, parseListState, productFilterRequest } from '../features/shop/list-state'
import { ProductGrid } from '../features/shop/product-grid'
import { ProductSearch } from '../features/shop/product-search'
import { useListNavigation } from '../features/shop/use-list-navigation'
import {
  categoryLineage,
  categoryTreeQuery,
  findCategory,
  layeredQuery,
  productListQuery,
} from '../features/shop/queries'
import { bundleCheckQuery } from '../features/product/queries'

/**
 * SPEC §2 Shop: without a slug the category tiles ('Kategorije') and every product; with a
 * category slug (either language) that category's products, with a product search above the list. The list state
 * (search words, layered filters, sort, page size, page) lives in the query string; every state other than the plain list
 * (a filter combination, another sort or size, a later page) is `noindex, follow`.
 */
function ShopPage({ match, searchParams }: PageProps) {
  const api = useApi()
  const t = useT()
  const locale = useLocale()
  const slug = match.params['slug'] ?? null
  const { data: tree } = useSuspenseQuery(categoryTreeQuery(api, locale))
  const state = parseListState(searchParams)
  const category = slug ? findCategory(tree, slug) : null
  const categorySlug = category ? category.slug : null
  const go = useListNavigation(categorySlug)
  if (slug && !category) throw new HttpStatusError(404, 'Category not found')
  return (
    <div className="container section stack--lg">
      {category ? (
        <>
          <Breadcrumb
            trail={[
              { name: t(routeTitleKey('shop')), path: buildPath('shop', locale) },
              ...categoryLineage(tree, category.slug).map((node) => ({
                name: node.name,
                path: buildPath('shop', locale, { slug: node.slugs[locale] }),
              })),
            ]}
          />
          <h1>{category.name}</h1>
          {category.description ? <p className="lead">{category.description}</p> : null}
          {category.children.length > 0 ? <CategoryTiles categories={category.children} /> : null}
        </>
      ) : (
        <>
          <h1>{t('shop.categories')}</h1>
          <CategoryTiles categories={tree} />
          <h2>{t('shop.allProducts')}</h2>
        </>
      )}
      <ProductSearch state={state} categorySlug={categorySlug} onChange={go} />
      <WidgetBoundary errorText={t('shop.loadFailed')}>
        <ProductGrid state={state} categorySlug={categorySlug} />
      </WidgetBoundary>
    </div>
  )
}

/**
 * The product list's first screen: the layered filters, one page of products and its bundles' checks. Never rejects:
 * a failed list shows its own error in the page (WidgetBoundary) while the rest of the shop shows.
 */
async function prefetchProductList({ match, locale, api, queryClient, searchParams }: LoaderContext): Promise<void> {
  try {
    const slug = match.params['slug']
    const tree = await queryClient.query({ ...categoryTreeQuery(api, locale), staleTime: 'static' })
    const category = slug ? findCategory(tree, slug) : null
    if (slug && !category) return
    const categorySlug = category ? category.slug : null
    const facets = await queryClient.query({ ...layeredQuery(api, locale, categorySlug), staleTime: 'static' })
    const list = await queryClient.query({
      ...productListQuery(api, locale, productFilterRequest(parseListState(searchParams), categorySlug, facets)),
      staleTime: 'static',
    })
    // A bundle tile's button depends on its check: fetched here, it cannot stream in later and change the tile's size.
    await Promise.all(
      list.records
        .filter((product) => product.type === 'bundle')
        .map((product) => queryClient.query(bundleCheckQuery(api, locale, product.id)).catch(noop)),
    )
  } catch {
    // The page's own Suspense part asks again and shows the failure.
  }
}

export const page: PageModule = {
  Component: ShopPage,
  critical: async (ctx) => {
    const { match, locale, api, queryClient, searchParams, t } = ctx
    // The products are the page (and their first image its LCP): the server sends them in the first
    // HTML, not streamed after it. In the browser the list's own Suspense part waits, as before.
    const listing = prefetchProductList(ctx)
    const firstScreen = ctx.server ? listing : Promise.resolve()
    const slug = match.params['slug']
    const tree = await queryClient.query({ ...categoryTreeQuery(api, locale), staleTime: 'static' })
    const state = parseListState(searchParams)
    if (!slug) {
      await firstScreen
      return {
        head: {
          title: t(routeTitleKey('shop')),
          description: t('shop.description'),
          alternates: { hr: buildPath('shop', 'hr'), en: buildPath('shop', 'en') },
          robots: isVariantState(state) ? 'noindex, follow' : undefined,
        },
      }
    }
    const category = findCategory(tree, slug)
    if (!category) throw new HttpStatusError(404, 'Category not found')
    await firstScreen
    // A slug of the other language answers too; the canonical URL uses this language's slug.
    return {
      head: {
        title: category.name,
        description: category.description || category.name,
        alternates: {
          hr: buildPath('shop', 'hr', { slug: category.slugs.hr }),
          en: buildPath('shop', 'en', { slug: category.slugs.en }),
        },
        image: category.image?.urls.large,
        robots: isVariantState(state) ? 'noindex, follow' : undefined,
      },
    }
  },
}
