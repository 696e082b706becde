import { useMemo, useRef, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminProductBulkResult } from '../../../../contract/dto/catalogue-admin'
import { ADMIN_PRODUCT_SORTS, PRODUCT_STATUSES, STOCK_LEVELS } from '../../../../contract/schemas/catalogue-admin'
import { useApi } from '../../../lib/api-context'
import { Link } from '../../../lib/link'
import { useToast } from '../../../lib/toasts'
import { ListPager, ListStatus } from '../../../lib/ui/data-list'
import { useLocale, useT } from '../../../i18n/i18n'
import { BACKOFFICE_KEY, ListBar, ListFilter, ListSearch, useListQuery } from '../../admin/list-kit'
import { PRODUCT_LIST_FILTERS, categoryTreeQuery, flattenCategories, productListApiQuery, productsQuery } from './api'
import { BulkBar, indented } from './bulk-bar'
import { ProductTable, type ProductSort, type SortOrder } from './product-table'

const TYPES = ['simple', 'configurable', 'bundle', 'eProduct'] as const
/** The list's order when the URL names none (the backend's too). */
const DEFAULT_SORT = 'updated_desc'

/**
 * `/admin/products` (issue 35): the catalogue as a shop manager runs it. Searched by name, SKU or
 * slug; filtered by category, type, status and stock level; sorted by a select or the columns'
 * headers; paged on the server, all of it in the URL. Rows are selected (each, or every row of the
 * page) for the bulk bar's actions; after one a toast says how many changed, the list is read
 * again and the selection is cleared.
 */
export function ProductList() {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const toast = useToast()
  const queryClient = useQueryClient()
  const { query, api: urlQuery, page, update } = useListQuery(PRODUCT_LIST_FILTERS)
  const apiQuery = productListApiQuery(urlQuery)
  const list = useQuery(productsQuery(api, locale, apiQuery))
  const tree = useQuery(categoryTreeQuery(api))
  const categories = useMemo(() => flattenCategories(tree.data ?? [], locale), [tree.data, locale])
  const rows = useMemo(() => list.data?.data ?? [], [list.data])

  // The selection belongs to the list it was made on: another page, search or filter starts empty.
  const listKey = JSON.stringify(apiQuery)
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<number> }>({ key: '', ids: new Set() })
  const selected = useMemo(() => {
    if (selection.key !== listKey) return new Set<number>()
    return new Set(rows.filter((row) => selection.ids.has(row.id)).map((row) => row.id))
  }, [selection, listKey, rows])
  const select = (ids: Set<number>) => setSelection({ key: listKey, ids })
  const selectOne = (id: number, on: boolean) => {
    const next = new Set(selected)
    if (on) next.add(id)
    else next.delete(id)
    select(next)
  }
  const all = rows.length > 0 && selected.size === rows.length
  const some = selected.size > 0 && !all

  const selectAllRef = useRef<HTMLInputElement | null>(null)
  const regionRef = useRef<HTMLDivElement | null>(null)
  const done = (result: AdminProductBulkResult, requested: number) => {
    toast.success(t('productList.bulk.done', { changed: result.changed, count: requested }))
    select(new Set())
    void queryClient.invalidateQueries({ queryKey: BACKOFFICE_KEY })
    // The bar that held the focus is gone (its confirmation closed before this runs): the list takes it.
    ;(selectAllRef.current ?? regionRef.current)?.focus()
  }

  const sort: ProductSort = apiQuery.sort ?? 'updated'
  const order: SortOrder = apiQuery.order ?? 'desc'
  const sortTo = (nextSort: ProductSort, nextOrder: SortOrder) =>
    `${nextSort}_${nextOrder}` === DEFAULT_SORT
      ? update({ sort: '', order: '' })
      : update({ sort: nextSort, order: nextOrder })
  const sortOptions = ADMIN_PRODUCT_SORTS.flatMap((name) =>
    (['asc', 'desc'] as const).map((direction) => ({
      value: `${name}_${direction}`,
      label: t(`productList.sort.${name}_${direction}`),
    })),
  )
  const searching = Boolean(apiQuery.q || apiQuery.category || apiQuery.type || apiQuery.status || apiQuery.stock)

  return (
    <div className="stack">
      <div className="button-row" role="group" aria-label={t('productList.actions')}>
        <Link to="adminProductNew" className="btn btn--primary">
          {t('productList.newProduct')}
        </Link>
        <Link to="adminProductImport" className="btn btn--secondary">
          {t('productList.importExport')}
        </Link>
      </div>
      <ListBar>
        <ListSearch label={t('productList.searchLabel')} value={query['q'] ?? ''} onSearch={(q) => update({ q })} />
        <ListFilter
          label={t('productList.filters.category')}
          value={apiQuery.category ?? ''}
          options={[
            { value: '', label: t('backoffice.list.all') },
            ...categories.map((category) => ({ value: String(category.id), label: indented(category) })),
          ]}
          onChange={(category) => update({ category })}
        />
        <ListFilter
          label={t('productList.filters.type')}
          value={apiQuery.type ?? ''}
          options={[
            { value: '', label: t('backoffice.list.all') },
            ...TYPES.map((type) => ({ value: type, label: t(`productList.types.${type}`) })),
          ]}
          onChange={(type) => update({ type })}
        />
        <ListFilter
          label={t('productList.filters.status')}
          value={apiQuery.status ?? ''}
          options={[
            { value: '', label: t('backoffice.list.all') },
            ...PRODUCT_STATUSES.map((status) => ({ value: status, label: t(`productList.statuses.${status}`) })),
          ]}
          onChange={(status) => update({ status })}
        />
        <ListFilter
          label={t('productList.filters.stock')}
          value={apiQuery.stock ?? ''}
          options={[
            { value: '', label: t('backoffice.list.all') },
            ...STOCK_LEVELS.map((level) => ({ value: level, label: t(`productList.stockLevels.${level}`) })),
          ]}
          onChange={(stock) => update({ stock })}
        />
        <ListFilter
          label={t('productList.sort.label')}
          value={`${sort}_${order}`}
          options={sortOptions}
          onChange={(value) => {
            const [name, direction] = value.split('_') as [ProductSort, SortOrder]
            sortTo(name, direction)
          }}
        />
      </ListBar>

      <ListStatus list={list} searching={searching} empty="productList.empty" />
      {rows.length > 0 ? (
        <>
          <BulkBar
            ids={[...selected]}
            categories={categories}
            onDone={done}
            onClear={() => {
              select(new Set())
              selectAllRef.current?.focus()
            }}
          />
          <label className="check">
            <input
              ref={(element) => {
                selectAllRef.current = element
                if (element) element.indeterminate = some
              }}
              type="checkbox"
              checked={all}
              onChange={(event) => select(event.currentTarget.checked ? new Set(rows.map((row) => row.id)) : new Set())}
            />
            <span>{t('productList.selectAll')}</span>
          </label>
          <ProductTable
            label={t('productList.table')}
            rows={rows}
            selected={selected}
            onSelect={selectOne}
            sort={sort}
            order={order}
            onSort={sortTo}
            regionRef={regionRef}
          />
        </>
      ) : null}
      <ListPager page={page} lastPage={list.data?.lastPage ?? 1} query={query} />
    </div>
  )
}
