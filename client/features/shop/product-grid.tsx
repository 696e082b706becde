import { useSuspenseQuery } from '@tanstack/react-query'
import { useApi } from '../../app/api-context'
import { useLocale, useT } from '../../i18n/i18n'
import { formatNumber } from '../../lib/format'
import { Pagination } from './pagination'
import { ProductCardTile } from './product-card'
import { productFilterRequest, type ProductListState } from './list-state'
import { productListQuery } from './queries'

/** One page of products (POST product/web/filter) in a 3-column grid with pagination. */
export function ProductGrid({ state, categorySlug }: { state: ProductListState; categorySlug: string | null }) {
  const api = useApi()
  const t = useT()
  const locale = useLocale()
  const { data } = useSuspenseQuery(productListQuery(api, locale, productFilterRequest(state, categorySlug)))
  return (
    <div className="stack">
      <p className="small muted">{t('shop.productCount', { count: formatNumber(data.pagination.totalRecords, locale) })}</p>
      {data.records.length === 0 ? (
        <p className="empty-state">{t('shop.noProducts')}</p>
      ) : (
        <div className="grid grid--3">
          {data.records.map((product, index) => (
            <ProductCardTile key={product.id} product={product} priority={index < 3} />
          ))}
        </div>
      )}
      <Pagination route="shop" params={{ slug: categorySlug ?? undefined }} state={state} totalPages={data.pagination.totalPages} />
    </div>
  )
}
