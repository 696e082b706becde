import { Link } from '../../lib/link'
import { useT } from '../../i18n/i18n'
import type { RouteName, RouteParams } from '../../../contract/routes'
import { listStateQuery, pageWindow, type ProductListState } from './list-state'

interface PaginationProps {
  route: RouteName
  params: RouteParams
  state: ProductListState
  totalPages: number
}

/** SPEC §2 pagination: first, previous, page numbers (9 at most), next, last — all real links. */
export function Pagination({ route, params, state, totalPages }: PaginationProps) {
  const t = useT()
  if (totalPages <= 1) return null
  const link = (page: number, label: string, text: string, current = false) => (
    <li key={`${label}-${page}`}>
      <Link
        to={route}
        params={params}
        query={listStateQuery({ ...state, page })}
        className="pagination__link"
        aria-label={label}
        aria-current={current ? 'page' : undefined}
      >
        {text}
      </Link>
    </li>
  )
  const { page } = state
  return (
    <nav aria-label={t('shop.pagination')}>
      <ul className="pagination">
        {page > 1 ? link(1, t('common.first'), '«') : null}
        {page > 1 ? link(page - 1, t('common.previous'), '‹') : null}
        {pageWindow(page, totalPages).map((n) => link(n, t('shop.goToPage', { n }), String(n), n === page))}
        {page < totalPages ? link(page + 1, t('common.next'), '›') : null}
        {page < totalPages ? link(totalPages, t('common.last'), '»') : null}
      </ul>
      <p className="small muted text-center">{t('shop.pageOf', { page, total: totalPages })}</p>
    </nav>
  )
}
