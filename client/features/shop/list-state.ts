import type {
  LayeredFilter,
  LayeredFilterType,
  ProductFilterCondition,
  ProductFilterRequest,
  SortOrder,
  SortParam,
} from '../../../contract/dto/catalogue'

/**
 * The product-list state lives in the query string (SPEC §4: sort, page size and filters are
 * reflected in the URL; changing any of them resets to page 1), so a list URL is shareable and
 * server-renderable. `page`, `sort`, `limit` and `q` (the search words) are fixed keys; every other key named like an
 * attribute code is a layered filter whose value is comma-joined (value ids, or `min,max` for a
 * number range). Which keys really are filters is decided against the layered navigation facets.
 */
export const PRODUCT_PAGE_SIZES = [12, 24] as const
const DEFAULT_PRODUCT_PAGE_SIZE = 12

/** SPEC §9 sort options; the first is the default (newest first). */
const PRODUCT_SORTS = {
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
const DEFAULT_PRODUCT_SORT: ProductSortKey = 'newest'
export const PRODUCT_SORT_KEYS = Object.keys(PRODUCT_SORTS) as ProductSortKey[]

export interface ProductListState {
  page: number
  limit: number
  sort: ProductSortKey
  /** The search words (`q`, sent as the filter's keywords): trimmed, inner spaces collapsed, '' for none. */
  q: string
  /** Filter parameters by key (attribute code), each a comma-joined value list. */
  filters: Record<string, string>
}

/** How a facet is edited (SPEC §2: single-choice radios, multi-select checkboxes, number min/max). */
type FacetControl = 'single' | 'multi' | 'range'

const CONTROLS: Partial<Record<LayeredFilterType, FacetControl>> = {
  dropdown: 'single',
  yesNo: 'single',
  textSwatch: 'single',
  multipleSelect: 'multi',
  visualSwatch: 'multi',
  number: 'range',
  numberField: 'range',
}

/** The control of a facet, or null for facets the list does not offer (category: the tiles navigate). */
export const facetControl = (facet: LayeredFilter): FacetControl | null => CONTROLS[facet.type] ?? null

/** Keys that are never filters: list keys, tracking and edit-mode parameters. */
const RESERVED = new Set([
  'page',
  'limit',
  'sort',
  'q',
  'cartItemId',
  'editPage',
  'mobileView',
  'fbclid',
  'gclid',
  'msclkid',
  's',
  // The outcome of a cart form's redirect back (contract/cart-form.ts, issue 38).
  'cart',
])
const FILTER_KEY = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/
const RANGE_BOUND_KEY = /^(.+)-(min|max)$/
const isFilterKey = (key: string) => FILTER_KEY.test(key) && !RESERVED.has(key) && !key.startsWith('utm_')

const isSortKey = (value: string | null): value is ProductSortKey =>
  value !== null && Object.hasOwn(PRODUCT_SORTS, value)

/** Comma-joined values split, trimmed, de-duplicated (empty parts dropped). */
export const splitValues = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== ''),
  ),
]

/** The backend takes at most 200 characters of keywords (contract/schemas/product-filter.ts). */
const MAX_SEARCH_LENGTH = 200

/** Search words as the list uses them: whitespace collapsed, trimmed, at most 200 characters. */
export const searchWords = (text: string): string => text.replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH).trim()

export function parseListState(search: URLSearchParams): ProductListState {
  const page = Number(search.get('page'))
  const limit = Number(search.get('limit'))
  const sort = search.get('sort')
  const filters: Record<string, string> = {}
  const bounds: Record<string, { min: string; max: string }> = {}
  for (const key of new Set(search.keys())) {
    // A plain GET form (no app) sends a range's bounds as `code-min` and `code-max`.
    const bound = RANGE_BOUND_KEY.exec(key)
    if (bound?.[1] && isFilterKey(bound[1])) {
      const code = bound[1]
      const entry = (bounds[code] ??= { min: '', max: '' })
      entry[bound[2] === 'min' ? 'min' : 'max'] = (search.get(key) ?? '').trim()
      continue
    }
    if (!isFilterKey(key)) continue
    // Repeated keys (a plain GET form) are merged with the comma-joined form.
    const raw = search.getAll(key).join(',')
    const value =
      raw.includes(',') && /^\s*-?[\d.]*\s*,\s*-?[\d.]*\s*$/.test(raw)
        ? raw.replace(/\s+/g, '')
        : splitValues(raw).join(',')
    if (value !== '' && value !== ',') filters[key] = value
  }
  for (const [code, { min, max }] of Object.entries(bounds)) {
    const value = rangeParam(min, max)
    if (value !== undefined && filters[code] === undefined) filters[code] = value
  }
  return {
    page: Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1,
    limit: (PRODUCT_PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PRODUCT_PAGE_SIZE,
    sort: isSortKey(sort) ? sort : DEFAULT_PRODUCT_SORT,
    q: searchWords(search.get('q') ?? ''),
    filters,
  }
}

/** A `min,max` range value: both bounds numbers, else null (SPEC §5: a null bound is ignored). */
export function parseRange(value: string | undefined): { min: number; max: number } | null {
  if (value === undefined) return null
  const parts = value.split(',')
  if (parts.length !== 2) return null
  const [minText = '', maxText = ''] = parts
  if (minText.trim() === '' || maxText.trim() === '') return null
  const min = Number(minText)
  const max = Number(maxText)
  return Number.isFinite(min) && Number.isFinite(max) ? { min, max } : null
}

/** The URL value of a range being edited: absent when a bound is missing or both are zero (SPEC §5). */
export function rangeParam(min: string, max: string): string | undefined {
  const range = parseRange(`${min.trim()},${max.trim()}`)
  if (!range || (range.min === 0 && range.max === 0)) return undefined
  return `${range.min},${range.max}`
}

/** Query parameters for a state (defaults omitted, so the canonical URL stays short; filter keys sorted). */
export function listStateQuery(state: ProductListState): Record<string, string | undefined> {
  const query: Record<string, string | undefined> = {
    q: state.q || undefined,
    sort: state.sort === DEFAULT_PRODUCT_SORT ? undefined : state.sort,
    limit: state.limit === DEFAULT_PRODUCT_PAGE_SIZE ? undefined : String(state.limit),
  }
  for (const key of Object.keys(state.filters).sort())
    if (isFilterKey(key)) query[key] = state.filters[key] || undefined
  query['page'] = state.page === 1 ? undefined : String(state.page)
  return query
}

/** Whether the state narrows or reorders the plain list (such URLs are `noindex, follow`). */
export const isVariantState = (state: ProductListState): boolean =>
  state.page > 1 ||
  state.sort !== DEFAULT_PRODUCT_SORT ||
  state.limit !== DEFAULT_PRODUCT_PAGE_SIZE ||
  state.q !== '' ||
  Object.keys(state.filters).length > 0

/** The mandatory filter (SPEC §5) plus the category of the page. */
function baseFilters(categorySlug: string | null): ProductFilterCondition[] {
  const filters: ProductFilterCondition[] = [{ key: 'archived', value: false }]
  if (categorySlug) filters.push({ key: 'category', value: categorySlug })
  return filters
}

/** POST api/v1/product/layered/navigation body: the facets of the page's whole (unfiltered) list. */
export const layeredRequest = (categorySlug: string | null): ProductFilterRequest => ({
  filters: baseFilters(categorySlug),
})

/**
 * The filter conditions of the state's filters that match a facet: option values as their comma-joined
 * value ids (only known ids; one for a single-choice facet), numbers as `range` with both bounds.
 */
function stateConditions(filters: Record<string, string>, facets: readonly LayeredFilter[]): ProductFilterCondition[] {
  const conditions: ProductFilterCondition[] = []
  for (const facet of facets) {
    const control = facetControl(facet)
    const raw = filters[facet.attributeCode]
    if (control === null || raw === undefined) continue
    if (control === 'range') {
      const range = parseRange(raw)
      if (range) conditions.push({ key: facet.attributeCode, range })
      continue
    }
    const known = new Set(facet.values.map((value) => value.value))
    const values = splitValues(raw).filter((value) => known.has(value))
    const chosen = control === 'single' ? values.slice(0, 1) : values
    if (chosen.length > 0) conditions.push({ key: facet.attributeCode, value: chosen.join(',') })
  }
  return conditions
}

/** POST api/v1/product/web/filter body: archived=false, the category, then the chosen filters; the search words as keywords. */
export function productFilterRequest(
  state: ProductListState,
  categorySlug: string | null,
  facets: readonly LayeredFilter[] = [],
): ProductFilterRequest {
  return {
    page: state.page,
    limit: state.limit,
    sort: { ...PRODUCT_SORTS[state.sort] },
    filters: [...baseFilters(categorySlug), ...stateConditions(state.filters, facets)],
    ...(state.q ? { keywords: state.q } : {}),
  }
}

/** Page numbers around the current one (SPEC §9: 9 page numbers shown). */
export function pageWindow(current: number, total: number, size = 9): number[] {
  const count = Math.min(size, Math.max(total, 0))
  let start = Math.max(1, current - Math.floor(size / 2))
  start = Math.min(start, Math.max(1, total - count + 1))
  return Array.from({ length: count }, (_, i) => start + i)
}
