import type { ReactNode } from 'react'
import type { LastPagePage } from '../../../contract/dto/cms'
import { useT, type MessageKey } from '../../i18n/i18n'
import { Link } from '../link'
import { useRoute } from '../navigation'

/**
 * One columns-driven list for every admin list (issue 33): the status line read by screen
 * readers, the rows as an accessible table in a labelled region that scrolls sideways, and a
 * pager of real links. Below 40rem the table's rows stack as label/value pairs: every cell
 * carries its column's header as `data-label` (the CSS of `.table` shows it before the value).
 */

/** A message key, or for a header that comes from the data (a form's field label) its text. */
export type ColumnHeader = MessageKey | { text: string }

export interface DataColumn<Row> {
  id: string
  header: ColumnHeader
  cell: (row: Row) => ReactNode
  className?: string
}

/** What the list reads of its query (a suspense query's result fits too). */
export interface DataListResult<Row> {
  data?: LastPagePage<Row> | undefined
  isPending: boolean
  isError: boolean
  refetch: () => Promise<unknown>
}

export interface DataListPaging {
  page: number
  query: Record<string, string>
  pageKey?: string
}

export interface DataListProps<Row> {
  /** Names the table's region (and so the table) for assistive technology. */
  label: string
  list: DataListResult<Row>
  columns: ReadonlyArray<DataColumn<Row>>
  rowKey: (row: Row) => string | number
  paging: DataListPaging
  /** Whether a search or filter is on: an empty list then says nothing matched. */
  searching?: boolean
  /** The message key said when the list is empty and nothing is searched. */
  empty?: MessageKey
  /** The row's buttons, in a last column headed "Actions". */
  actions?: (row: Row) => ReactNode
  /** Shown beside the status line (an export link); when given, even as null, the two share a bar. */
  beside?: ReactNode
  /** Keeps the table at least 40rem wide on wider screens (many columns); it scrolls in its region. */
  wide?: boolean
}

export function DataList<Row>({
  label,
  list,
  columns,
  rowKey,
  paging,
  searching = false,
  empty,
  actions,
  beside,
  wide = false,
}: DataListProps<Row>) {
  const rows = list.data?.data ?? []
  const status = <ListStatus list={list} searching={searching} empty={empty} />
  return (
    <>
      {beside === undefined ? (
        status
      ) : (
        <div className="backoffice-bar">
          {status}
          {beside}
        </div>
      )}
      {rows.length > 0 ? (
        <ScrollTable label={label}>
          <DataTable rows={rows} columns={columns} rowKey={rowKey} actions={actions} wide={wide} />
        </ScrollTable>
      ) : null}
      <ListPager page={paging.page} lastPage={list.data?.lastPage ?? 1} query={paging.query} pageKey={paging.pageKey} />
    </>
  )
}

export interface DataTableProps<Row> {
  rows: readonly Row[]
  columns: ReadonlyArray<DataColumn<Row>>
  rowKey: (row: Row) => string | number
  actions?: ((row: Row) => ReactNode) | undefined
  wide?: boolean | undefined
}

/** The rows as an accessible table; a list that is neither paged nor counted (every form) uses it alone. */
export function DataTable<Row>({ rows, columns, rowKey, actions, wide = false }: DataTableProps<Row>) {
  const t = useT()
  const headerText = (header: ColumnHeader) => (typeof header === 'string' ? t(header) : header.text)
  const shown: ReadonlyArray<DataColumn<Row>> = actions
    ? [...columns, { id: 'actions', header: 'backoffice.list.actions', cell: actions }]
    : columns
  return (
    <table className={wide ? 'table backoffice-wide' : 'table'}>
      <thead>
        <tr>
          {shown.map((column) => (
            <th key={column.id} scope="col">
              {headerText(column.header)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {shown.map((column) => (
              <td key={column.id} data-label={headerText(column.header)} className={column.className}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The list's state for everyone (and screen readers): loading, failed with a retry, empty, or how many. */
export function ListStatus({
  list,
  searching,
  empty = 'backoffice.list.empty',
}: {
  list: DataListResult<unknown>
  searching: boolean
  empty?: MessageKey | undefined
}) {
  const t = useT()
  if (list.isError)
    return (
      <div className="notice notice--error" role="alert">
        {t('backoffice.list.loadFailed')}{' '}
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => void list.refetch()}>
          {t('backoffice.list.retry')}
        </button>
      </div>
    )
  const total = list.data?.total ?? 0
  return (
    <p className="muted" role="status">
      {list.isPending
        ? t('common.loading')
        : total === 0
          ? t(searching ? 'backoffice.list.noMatch' : empty)
          : t('backoffice.list.count', { count: total })}
    </p>
  )
}

/** Previous / next as links to the neighbouring pages (the list is paged on the server). */
export function ListPager({
  page,
  lastPage,
  query,
  pageKey = 'page',
}: {
  page: number
  lastPage: number
  query: Record<string, string>
  pageKey?: string | undefined
}) {
  const t = useT()
  const route = useRoute()
  if (lastPage <= 1 || !route.match) return null
  const to = route.match.name
  const params = route.match.params
  const at = (n: number) => ({ ...query, [pageKey]: n > 1 ? String(n) : undefined })
  return (
    <nav aria-label={t('backoffice.list.pager')} className="backoffice-pager">
      {page > 1 ? (
        <Link to={to} params={params} query={at(page - 1)} keepScroll className="btn btn--secondary btn--sm">
          ‹ {t('backoffice.list.previous')}
        </Link>
      ) : null}
      <span>{t('backoffice.list.pageOf', { page, total: lastPage })}</span>
      {page < lastPage ? (
        <Link to={to} params={params} query={at(page + 1)} keepScroll className="btn btn--secondary btn--sm">
          {t('backoffice.list.next')} ›
        </Link>
      ) : null}
    </nav>
  )
}

/** A wide table in a focusable, labelled region that scrolls sideways (the page itself never does). */
function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  const t = useT()
  return (
    // A scrollable region must be reachable by keyboard (WCAG 2.1.1): it takes focus and names itself.
    <div
      className="backoffice-scroll"
      role="region"
      aria-label={t('backoffice.list.tableOf', { name: label })}
      tabIndex={0}
    >
      {children}
    </div>
  )
}
