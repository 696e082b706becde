import { useSuspenseQuery } from '@tanstack/react-query'
import { useCallback, useId, useRef } from 'react'
import { CloseButton } from '../../lib/ui/close-button'
import { useNativePopover } from '../../lib/ui/native-popover'
import { useApi } from '../../lib/api-context'
import { useLocale, useT } from '../../i18n/i18n'
import type { LayeredFilter } from '../../../contract/dto/catalogue'
import { FilterPanel } from './filter-panel'
import { ListToolbar } from './list-toolbar'
import { Pagination } from './pagination'
import { ProductCardTile } from '../product/product-card'
import { DummyProducts, useDummyMode } from '../product/dummy-products'
import { productFilterRequest, type ProductListState } from './list-state'
import { layeredQuery, productListQuery } from './queries'
import { useListNavigation } from './use-list-navigation'

/**
 * The product list of a shop page: the layered filter column (a disclosure on phones), then the count, sort and page-size
 * controls, one page of products (POST product/web/filter) in a 3-column grid, and pagination.
 */
export function ProductGrid({ state, categorySlug }: { state: ProductListState; categorySlug: string | null }) {
  const api = useApi()
  const locale = useLocale()
  const { data: facets } = useSuspenseQuery(layeredQuery(api, locale, categorySlug))
  const go = useListNavigation(categorySlug)
  const t = useT()
  const panelId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  // The panel the toggle names in the page (the server's id, should the two ever differ).
  const panel = useCallback(
    () => document.getElementById(toggle.current?.getAttribute('popovertarget') ?? panelId),
    [panelId],
  )
  const filters = useNativePopover(panel, { closeOnNavigation: false })
  return (
    <div className="shop-list">
      <aside className="shop-list__filters" aria-label={t('shop.list.filters')}>
        {/* On a phone the filters are a native popover behind this button (issue 38: it opens before the
            app runs and without it), so the products start on the first screen; beside them they always show. */}
        <button
          ref={toggle}
          type="button"
          className="btn btn--secondary shop-filters-toggle"
          popoverTarget={panelId}
          aria-expanded={filters.enhanced ? filters.open : undefined}
        >
          {t('shop.list.filtersToggle', { count: Object.keys(state.filters).length })}
        </button>
        <div id={panelId} popover="auto" className="shop-list__filter-panel">
          <div className="shop-list__filter-head">
            <CloseButton label={t('shop.list.filtersClose')} popoverTarget={panelId} />
          </div>
          <FilterPanel facets={facets} state={state} onChange={go} />
        </div>
      </aside>
      <div className="shop-list__main">
        <ProductPage state={state} categorySlug={categorySlug} facets={facets} onChange={go} />
      </div>
    </div>
  )
}

function ProductPage({
  state,
  categorySlug,
  facets,
  onChange,
}: {
  state: ProductListState
  categorySlug: string | null
  facets: readonly LayeredFilter[]
  onChange: (state: ProductListState) => void
}) {
  const api = useApi()
  const t = useT()
  const locale = useLocale()
  const { data } = useSuspenseQuery(productListQuery(api, locale, productFilterRequest(state, categorySlug, facets)))
  const filtered = Object.keys(state.filters).length > 0 || state.q !== ''
  // Dummy mode: the whole catalogue is empty (no category, no filter), outside production.
  const dummy = useDummyMode(data.records.length === 0 && !filtered && categorySlug === null)
  return (
    <div className="stack">
      <ListToolbar state={state} totalRecords={data.pagination.totalRecords} onChange={onChange} />
      {dummy ? (
        <DummyProducts />
      ) : data.records.length === 0 ? (
        <p className="empty-state">
          {state.q
            ? t('product.search.noMatches', { q: state.q })
            : t(filtered ? 'shop.list.noMatches' : 'shop.noProducts')}
        </p>
      ) : (
        <div className="grid grid--3">
          {data.records.map((product, index) => (
            <ProductCardTile key={product.id} product={product} priority={index < 3} />
          ))}
        </div>
      )}
      <Pagination
        route="shop"
        params={{ slug: categorySlug ?? undefined }}
        state={state}
        totalPages={data.pagination.totalPages}
      />
    </div>
  )
}
