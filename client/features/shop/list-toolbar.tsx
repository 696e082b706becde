import { useId } from 'react'
import { useLocale, useT } from '../../i18n/i18n'
import { formatNumber } from '../../../contract/format'
import { PRODUCT_PAGE_SIZES, PRODUCT_SORT_KEYS, type ProductListState, type ProductSortKey } from './list-state'

interface ListToolbarProps {
  state: ProductListState
  totalRecords: number
  /** Navigates to a new list state. */
  onChange: (state: ProductListState) => void
}

/** SPEC §2: total record count, per-page select (12 default, 24) and the eight sort options; a change goes back to page 1. */
export function ListToolbar({ state, totalRecords, onChange }: ListToolbarProps) {
  const t = useT()
  const locale = useLocale()
  const id = useId()
  return (
    <div className="cluster shop-toolbar">
      <p className="small muted" role="status">
        {t('shop.productCount', { count: formatNumber(totalRecords, locale) })}
      </p>
      {/* The selects take their width from their options: while those arrive, the row would wrap and move. */}
      {/* A GET form of the list's own query: without the app the browser sends it (issue 38). */}
      <form
        method="get"
        className="cluster whole-once-parsed"
        onSubmit={(event) => {
          // The selects apply on change; the button is the form's own way, for a page without the app.
          event.preventDefault()
          const data = new FormData(event.currentTarget)
          const sort = data.get('sort')
          const limit = Number(data.get('limit'))
          onChange({
            ...state,
            page: 1,
            sort: PRODUCT_SORT_KEYS.find((key) => key === sort) ?? state.sort,
            limit: PRODUCT_PAGE_SIZES.find((size) => size === limit) ?? state.limit,
          })
        }}
      >
        {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
        {Object.entries(state.filters).map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        <label htmlFor={`${id}-sort`}>{t('shop.list.sort')}</label>
        <select
          id={`${id}-sort`}
          name="sort"
          className="select"
          value={state.sort}
          onChange={(event) => onChange({ ...state, page: 1, sort: event.target.value as ProductSortKey })}
        >
          {PRODUCT_SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`shop.list.sorts.${key}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-limit`}>{t('shop.list.perPage')}</label>
        <select
          id={`${id}-limit`}
          name="limit"
          className="select"
          value={state.limit}
          onChange={(event) => onChange({ ...state, page: 1, limit: Number(event.target.value) })}
        >
          {PRODUCT_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        {/* ParsedEnd (client/lib/ui/parsed-end.tsx) written out: importing it from a page would make it a chunk of its own. */}
        <span className="parsed-end" hidden />
        <button type="submit" className="btn btn--secondary btn--sm">
          {t('shop.list.applySort')}
        </button>
      </form>
    </div>
  )
}
