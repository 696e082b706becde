import { useSuspenseQuery } from '@tanstack/react-query'
import type { PageModule } from '../lib/page-types'
import { useApi } from '../lib/api-context'
import { useLocale, useT } from '../i18n/i18n'
import { routeTitleKey } from '../../contract/routes'
import { SectionList } from '../features/sections/section-list'
import { SECTION_TYPES } from '../features/sections/section-modules'
import { sampleSourcesQuery } from '../features/dev-tools/dev-tools-api'
import { sectionSamples } from '../features/dev-tools/section-samples'

/**
 * `/section-tool` (outside production; SPEC §2): the living style guide of the sections — every
 * type with sample content in the page's language, as visitors see it.
 */
function SectionToolPage() {
  const t = useT()
  const api = useApi()
  const locale = useLocale()
  const { data: sources } = useSuspenseQuery(sampleSourcesQuery(api, locale))
  return (
    <div className="section-tool">
      <header className="page-header container">
        <h1>{t(routeTitleKey('sectionTool'))}</h1>
        <p className="lead">{t('sectionTool.intro')}</p>
      </header>
      {sectionSamples(t, sources).map(({ type, section }, index) => (
        <div key={type} className="section-tool__sample">
          <p className="section-tool__type container">
            <code>{t('sectionTool.type', { type })}</code>
          </p>
          {section ? (
            <SectionList sections={[section]} startIndex={index + 1} />
          ) : (
            <p className="container notice">{t('sectionTool.missing')}</p>
          )}
        </div>
      ))}
    </div>
  )
}

export const page: PageModule = {
  Component: SectionToolPage,
  critical: async (ctx) => {
    await ctx.queryClient.query({ ...sampleSourcesQuery(ctx.api, ctx.locale), staleTime: 'static' })
    return {
      head: { title: ctx.t(routeTitleKey('sectionTool')), robots: 'noindex, nofollow' },
      sections: [...SECTION_TYPES],
    }
  },
}
