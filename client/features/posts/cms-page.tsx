import type { PostDto } from '../../../contract/dto/cms'
import { SafeHtml } from '../../lib/ui/safe-html'
import { SectionList, startsWithHero } from '../sections/section-list'

/** A CMS page rendered from its sections (body HTML after the hero); without a leading hero the page title is the h1. */
export function CmsPage({ page }: { page: PostDto }) {
  const hero = startsWithHero(page.sections)
  const lead = hero ? page.sections.slice(0, 1) : []
  const rest = hero ? page.sections.slice(1) : page.sections
  return (
    <div className={`cms-page cms-page--${page.slugs.hr}`}>
      {hero ? (
        <SectionList sections={lead} />
      ) : (
        <header className="page-header container">
          <h1>{page.title}</h1>
        </header>
      )}
      {page.body ? (
        <div className="section container container--narrow">
          <SafeHtml className="prose" html={page.body} />
        </div>
      ) : null}
      <SectionList sections={rest} startIndex={lead.length} />
    </div>
  )
}
