import type { ProductFilterRequest, SortOrder, SortParam } from '../../lib/dto/catalogue'

/**
 * The product-list state lives in the query string (SPEC §4: sort, page size and filters are
 * reflected in the URL; changing any of them resets to page 1), so a list URL is shareable and
 * cacheable. `page`, `sort` and `limit` are read here; layered filters slot in as more keys.
 */
export const PRODUCT_PAGE_SIZES = [12, 24] as const
export const DEFAULT_PRODUCT_PAGE_SIZE = 12

/** SPEC §9 sort options; the first is the default (newest first). */
export const PRODUCT_SORTS = {
  newest: { param: 'id', order: 'desc' },
  oldest: { param: 'id', order: 'asc' },
  cheapest: { param: 'finalPrice', order: 'asc' },
  priciest: { param: 'finalPrice', order: 'desc' },
  nameAsc: { param: 'name', order: 'asc' },
  nameDesc: { param: 'name', order: 'desc' },
  priorityAsc: { param: 'categoryPriority', order: 'asc' },
  priorityDesc: { param: 'categoryPriority', order: 'desc' },
} as const satisfies Record<string, { param: SortParam; order: SortOrder }>

export type ProductSortKey = keyof typeof PRODUCT_SORTS
export const DEFAULT_PRODUCT_SORT: ProductSortKey = 'newest'

export interface ProductListState {
  page: number
  limit: number
  sort: ProductSortKey
}

const isSortKey = (value: string | null): value is ProductSortKey => value !== null && Object.hasOwn(PRODUCT_SORTS, value)

export function parseListState(search: URLSearchParams): ProductListState {
  const page = Number(search.get('page'))
  const limit = Number(search.get('limit'))
  const sort = search.get('sort')
  return {
    page: Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1,
    limit: (PRODUCT_PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PRODUCT_PAGE_SIZE,
    sort: isSortKey(sort) ? sort : DEFAULT_PRODUCT_SORT,
  }
}

/** Query parameters for a state (defaults omitted, so the canonical URL stays short). */
export function listStateQuery(state: ProductListState): Record<string, string | undefined> {
  return {
    sort: state.sort === DEFAULT_PRODUCT_SORT ? undefined : state.sort,
    limit: state.limit === DEFAULT_PRODUCT_PAGE_SIZE ? undefined : String(state.limit),
    page: state.page === 1 ? undefined : String(state.page),
  }
}

/** POST api/v1/product/web/filter body: the mandatory archived=false filter plus the category. */
export function productFilterRequest(state: ProductListState, categorySlug: string | null): ProductFilterRequest {
  const filters: ProductFilterRequest['filters'] = [{ key: 'archived', value: false }]
  if (categorySlug) filters.push({ key: 'category', value: categorySlug })
  return { page: state.page, limit: state.limit, sort: { ...PRODUCT_SORTS[state.sort] }, filters }
}

/** Page numbers around the current one (SPEC §9: 9 page numbers shown). */
export function pageWindow(current: number, total: number, size = 9): number[] {
  const count = Math.min(size, Math.max(total, 0))
  let start = Math.max(1, current - Math.floor(size / 2))
  start = Math.min(start, Math.max(1, total - count + 1))
  return Array.from({ length: count }, (_, i) => start + i)
}
