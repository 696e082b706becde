import { Link } from '../../lib/link'
import { useT } from '../../i18n/i18n'
import type { TermDto } from '../../../contract/dto/cms'
import { visibleBlogCategories } from './queries'

/** 'All' plus every post category except 'projects' (SPEC §2); the active chip is marked current. */
export function CategoryChips({ categories, active }: { categories: readonly TermDto[]; active?: TermDto }) {
  const t = useT()
  return (
    <nav className="chips" aria-label={t('content.blog.categories')}>
      <ul className="chips__list">
        <li>
          <Link to="blog" className={`chip${active ? '' : ' chip--active'}`} aria-current={active ? undefined : 'page'}>
            {t('content.blog.all')}
          </Link>
        </li>
        {visibleBlogCategories(categories).map((term) => (
          <li key={term.id}>
            <Link
              to="blog"
              params={{ slug: term.slug }}
              className={`chip${active?.id === term.id ? ' chip--active' : ''}`}
              aria-current={active?.id === term.id ? 'page' : undefined}
            >
              {term.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
