import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useApi } from '../../lib/api-context'
import { Link } from '../../lib/link'
import { useLocale, useT } from '../../i18n/i18n'
import { pagePath } from '../../../contract/routes'
import { formatDate, isoDate } from '../../../contract/format-date'
import { SEARCH_FIRST_PAGE_SIZE, searchLimit, searchQuery } from './queries'

/**
 * Results for one term (keyed by the term, so a new search starts over): count, list of post
 * teasers (title, published date, excerpt; the whole card links), a loader and 'load more
 * results' (+3 each time) while more exist, and the empty state.
 */
export function SearchResults({ term }: { term: string }) {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const [loads, setLoads] = useState(0)
  const first = useSuspenseQuery(searchQuery(api, locale, term, SEARCH_FIRST_PAGE_SIZE))
  const more = useQuery({
    ...searchQuery(api, locale, term, searchLimit(loads)),
    enabled: loads > 0,
    placeholderData: keepPreviousData,
  })
  const data = loads > 0 && more.data ? more.data : first.data
  const total = data.pagination.totalRecords
  const loading = loads > 0 && more.isFetching
  if (total === 0) return <p className="empty-state">{t('content.search.empty', { s: term })}</p>
  return (
    <div className="search-results">
      <h2 className="search-results__title">{t('content.search.resultsFor', { s: term })}</h2>
      <p className="search-results__count" role="status">
        {t('content.search.results', { n: total })}
      </p>
      <ol className="search-results__list">
        {data.data.map((post) => {
          const date = post.published_at ?? post.created_at
          return (
            <li key={post.id} className="teaser">
              <article aria-labelledby={`search-result-${post.id}`}>
                <h3 id={`search-result-${post.id}`} className="teaser__title">
                  <Link href={pagePath(post.slug, locale)} className="teaser__link">
                    {post.title}
                  </Link>
                </h3>
                <time className="teaser__date" dateTime={isoDate(date)}>
                  {formatDate(date, locale)}
                </time>
                {post.excerpt ? <p className="teaser__excerpt">{post.excerpt}</p> : null}
              </article>
            </li>
          )
        })}
      </ol>
      {loading ? (
        <div className="section-loading" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{t('content.search.loading')}</span>
        </div>
      ) : null}
      {data.data.length < total ? (
        <button
          type="button"
          className="btn btn--secondary search-results__more"
          disabled={loading}
          aria-busy={loading}
          onClick={() => setLoads((n) => n + 1)}
        >
          {t('content.search.loadMore')}
        </button>
      ) : null}
    </div>
  )
}
