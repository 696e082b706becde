import type { CSSProperties, ReactNode, Ref } from 'react'
import type { AdminProductRow, ProductStatus } from '../../../../contract/dto/catalogue-admin'
import { formatMoney } from '../../../../contract/format'
import type { Locale } from '../../../../contract/locales'
import type { ADMIN_PRODUCT_SORTS } from '../../../../contract/schemas/catalogue-admin'
import { useLocale, useT, type MessageKey, type Translate } from '../../../i18n/i18n'
import { Link } from '../../../lib/link'

export type ProductSort = (typeof ADMIN_PRODUCT_SORTS)[number]
export type SortOrder = 'asc' | 'desc'

const THUMB = 48

/** Each status its own look beside its word (the word says it; the look helps scanning). */
const STATUS_STYLE: Record<ProductStatus, CSSProperties> = {
  published: { borderColor: 'var(--accent-strong)', color: 'var(--accent-strong)' },
  draft: { borderStyle: 'dashed', background: 'var(--surface-2)' },
  archived: { color: 'var(--muted)', background: 'var(--surface-2)' },
}
/** Low and out of stock stand out (the out one in the danger colour, 4.5:1 on white). */
const LEVEL_STYLE: Record<'low' | 'out', CSSProperties> = {
  low: { borderColor: 'var(--info)', color: 'var(--info)' },
  out: { borderColor: 'var(--danger)', color: 'var(--danger)' },
}

interface Column {
  id: string
  header: MessageKey
  /** The API's sort of this column; a header with one is a button that sorts by it. */
  sort?: ProductSort
  cell: (row: AdminProductRow) => ReactNode
}

function Thumbnail({ src }: { src: string | null }) {
  // Decorative: the row's name (the next cell) says what it is.
  return src ? (
    <img
      src={src}
      alt=""
      width={THUMB}
      height={THUMB}
      loading="lazy"
      decoding="async"
      style={{
        display: 'block',
        width: THUMB,
        height: THUMB,
        maxWidth: 'none',
        objectFit: 'cover',
        borderRadius: 'var(--radius-sm)',
      }}
    />
  ) : (
    <span
      aria-hidden="true"
      style={{
        display: 'block',
        width: THUMB,
        height: THUMB,
        borderRadius: 'var(--radius-sm)',
        background: 'var(--surface-2)',
        border: '1px dashed var(--border)',
      }}
    />
  )
}

function Stock({ row, t }: { row: AdminProductRow; t: Translate }) {
  return (
    <span className="cluster" style={{ display: 'inline-flex', flexWrap: 'nowrap', whiteSpace: 'nowrap' }}>
      {row.stockQty === null ? (
        <>
          <span aria-hidden="true">∞</span>
          <span className="visually-hidden">{t('productList.unlimited')}</span>
        </>
      ) : (
        <span>{row.stockQty}</span>
      )}
      {row.stock === 'in' ? null : (
        <span className="chip small" style={LEVEL_STYLE[row.stock]}>
          {t(`productList.stockLevels.${row.stock}`)}
        </span>
      )}
    </span>
  )
}

/** What a manager scans first comes first (name, status, stock, price); SKU and type follow. */
const columns = (t: Translate, locale: Locale): Column[] => [
  {
    id: 'name',
    header: 'productList.columns.name',
    sort: 'name',
    cell: (row) => (
      <span style={{ display: 'inline-flex', flexDirection: 'column', minWidth: '10rem' }}>
        <Link to="adminProductEdit" params={{ id: String(row.id) }}>
          {row.name}
        </Link>
        <span className="small muted" style={{ overflowWrap: 'anywhere' }}>
          {row.slug}
        </span>
      </span>
    ),
  },
  {
    id: 'status',
    header: 'productList.columns.status',
    cell: (row) => (
      <span className="chip small" style={{ whiteSpace: 'nowrap', ...STATUS_STYLE[row.status] }}>
        {t(`productList.statuses.${row.status}`)}
      </span>
    ),
  },
  { id: 'stock', header: 'productList.columns.stock', sort: 'stock', cell: (row) => <Stock row={row} t={t} /> },
  {
    id: 'price',
    header: 'productList.columns.price',
    sort: 'price',
    cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(row.finalPriceCents / 100, locale)}</span>,
  },
  {
    id: 'sku',
    header: 'productList.columns.sku',
    sort: 'sku',
    cell: (row) => <code style={{ whiteSpace: 'nowrap' }}>{row.sku}</code>,
  },
  { id: 'type', header: 'productList.columns.type', cell: (row) => t(`productList.types.${row.type}`) },
]

export interface ProductTableProps {
  label: string
  rows: readonly AdminProductRow[]
  selected: ReadonlySet<number>
  onSelect: (id: number, on: boolean) => void
  sort: ProductSort
  order: SortOrder
  onSort: (sort: ProductSort, order: SortOrder) => void
  regionRef?: Ref<HTMLDivElement>
}

/**
 * The products as an accessible table in a labelled region that scrolls sideways (the page never
 * does); below 40rem its rows stack as label/value pairs (the `.table` CSS and `data-label`), and
 * the sort select above it stands in for the headers, which are hidden there. The first link of a
 * row is the product's name, to its editor.
 */
export function ProductTable({ label, rows, selected, onSelect, sort, order, onSort, regionRef }: ProductTableProps) {
  const t = useT()
  const locale = useLocale()
  const shown = columns(t, locale)
  const sortHeader = (column: Column) => {
    const active = column.sort === sort
    const next: SortOrder =
      active && order === 'asc'
        ? 'desc'
        : active
          ? 'asc'
          : column.sort === 'name' || column.sort === 'sku'
            ? 'asc'
            : 'desc'
    return (
      <button
        type="button"
        className="link-btn"
        onClick={() => column.sort && onSort(column.sort, next)}
        style={{ color: 'inherit', fontWeight: 600, textDecoration: 'none', whiteSpace: 'nowrap' }}
      >
        {t(column.header)}
        <span aria-hidden="true">{active ? (order === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
      </button>
    )
  }
  return (
    <div
      ref={regionRef}
      className="backoffice-scroll"
      role="region"
      aria-label={t('backoffice.list.tableOf', { name: label })}
      tabIndex={0}
    >
      <table className="table backoffice-wide">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('productList.columns.select')}</span>
            </th>
            {shown.map((column) => (
              <th
                key={column.id}
                scope="col"
                aria-sort={
                  column.sort && column.sort === sort ? (order === 'asc' ? 'ascending' : 'descending') : undefined
                }
              >
                {column.sort ? sortHeader(column) : t(column.header)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <span className="cluster" style={{ flexWrap: 'nowrap' }}>
                  <label className="check">
                    <input
                      type="checkbox"
                      checked={selected.has(row.id)}
                      onChange={(event) => onSelect(row.id, event.currentTarget.checked)}
                    />
                    <span className="visually-hidden">{t('productList.selectRow', { name: row.name })}</span>
                  </label>
                  <Thumbnail src={row.thumbnail} />
                </span>
              </td>
              {shown.map((column) => (
                <td key={column.id} data-label={t(column.header)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
