import { Link } from '../../lib/link'
import { useT } from '../../i18n/i18n'
import { pageWindow } from './page-window'

interface BlogPaginationProps {
  page: number
  totalPages: number
  /** Category slug of the listing (kept in the links). */
  slug?: string
}

/** Page numbers with previous/next (`?page=N`); the router scrolls to the top on every change. */
export function BlogPagination({ page, totalPages, slug }: BlogPaginationProps) {
  const t = useT()
  if (totalPages <= 1) return null
  const params = slug ? { slug } : {}
  const query = (n: number) => (n > 1 ? { page: n } : undefined)
  return (
    <nav className="blog-pagination" aria-label={t('content.blog.pagination')}>
      <ul className="pagination">
        <li>
          {page > 1 ? (
            <Link to="blog" params={params} query={query(page - 1)} className="pagination__link" rel="prev">
              {t('content.blog.previous')}
            </Link>
          ) : (
            <span className="pagination__link pagination__link--disabled" aria-disabled="true">
              {t('content.blog.previous')}
            </span>
          )}
        </li>
        {pageWindow(page, totalPages).map((n) => (
          <li key={n}>
            <Link
              to="blog"
              params={params}
              query={query(n)}
              className={`pagination__link${n === page ? ' pagination__link--current' : ''}`}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('content.blog.page', { n })}
            >
              {n}
            </Link>
          </li>
        ))}
        <li>
          {page < totalPages ? (
            <Link to="blog" params={params} query={query(page + 1)} className="pagination__link" rel="next">
              {t('content.blog.next')}
            </Link>
          ) : (
            <span className="pagination__link pagination__link--disabled" aria-disabled="true">
              {t('content.blog.next')}
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
