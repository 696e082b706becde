import { noop } from '@tanstack/react-query'
import { useRouter } from '../lib/navigation'
import type { PageModule, PageProps } from '../lib/page-types'
import { useLocale, useT } from '../i18n/i18n'
import type { Locale } from '../../contract/locales'
import { buildPath } from '../../contract/routes'
import { SectionBoundary } from '../lib/ui/section-boundary'
import { SEARCH_FIRST_PAGE_SIZE, searchQuery, searchTerm } from '../features/search/queries'
import { SearchForm } from '../features/search/search-form'
import { SearchResults } from '../features/search/search-results'

/** Document title (loaders have no translator; the visible texts come from the messages). */
const SEARCH_TITLE: Record<Locale, string> = { hr: 'Pretraga', en: 'Search' }

/** Search (`/pretraga?s=`, `/en/search?s=`): posts only; a new search resets to the first results and updates the URL. */
function SearchPage({ searchParams }: PageProps) {
  const t = useT()
  const locale = useLocale()
  const { navigate } = useRouter()
  const term = searchTerm(searchParams.get('s'))
  const onSearch = (value: string) => {
    const next = searchTerm(value)
    void navigate(buildPath('search', locale, {}, next ? { s: next } : undefined), { keepScroll: true })
  }
  return (
    <div className="search-page container">
      <h1>{t('content.search.title')}</h1>
      <SearchForm key={term} initial={term} onSearch={onSearch} />
      {term ? (
        <SectionBoundary key={term}>
          <SearchResults term={term} />
        </SectionBoundary>
      ) : (
        <p className="search-page__prompt">{t('content.search.prompt')}</p>
      )}
    </div>
  )
}

export const page: PageModule = {
  Component: SearchPage,
  deferred: (ctx) => {
    const term = searchTerm(ctx.searchParams.get('s'))
    if (term) void ctx.queryClient.query(searchQuery(ctx.api, ctx.locale, term, SEARCH_FIRST_PAGE_SIZE)).catch(noop)
  },
  critical: async (ctx) => {
    const term = searchTerm(ctx.searchParams.get('s'))
    return {
      head: {
        title: term ? `${SEARCH_TITLE[ctx.locale]}: ${term}` : SEARCH_TITLE[ctx.locale],
        alternates: {
          hr: buildPath('search', 'hr', {}, term ? { s: term } : undefined),
          en: buildPath('search', 'en', {}, term ? { s: term } : undefined),
        },
        robots: 'noindex, follow',
      },
    }
  },
}
