import { Suspense } from 'react'
import type { PostDto } from '../../../contract/dto/cms'
import { SafeHtml } from '../../lib/ui/safe-html'
import { useHydrated } from '../../lib/use-hydrated'
import { SectionList, startsWithHero } from '../sections/section-list'
import { LazyPageEditor } from '../edit-mode/lazy-editor'
import { useEditMode } from '../edit-mode/use-edit-mode'
import { EditEntry } from './edit-entry'

/**
 * A CMS page: as visitors see it, or — for a backoffice user with `editPage=true`, once the page
 * has hydrated — in edit mode (a chunk of its own; until it arrives the page shows as it is).
 */
export function CmsPage({ page }: { page: PostDto }) {
  const editMode = useEditMode()
  const hydrated = useHydrated()
  if (editMode && hydrated) {
    return (
      <Suspense fallback={<CmsPageView page={page} />}>
        <LazyPageEditor page={page} mobile={editMode.mobile} />
      </Suspense>
    )
  }
  return <CmsPageView page={page} />
}

/** The page's sections (body HTML after the hero); without a leading hero the page title is the h1. Hidden sections are for editors only. */
function CmsPageView({ page }: { page: PostDto }) {
  const sections = page.sections.filter((section) => !section.hidden)
  const hero = startsWithHero(sections)
  const lead = hero ? sections.slice(0, 1) : []
  const rest = hero ? sections.slice(1) : sections
  return (
    <div className={`cms-page cms-page--${page.slugs.hr}`}>
      <EditEntry />
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
