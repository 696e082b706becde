import { useSuspenseQuery } from '@tanstack/react-query'
import { useApi } from '../lib/api-context'
import { HttpStatusError, type PageModule } from '../lib/page-types'
import { useLocale } from '../i18n/i18n'
import { HOME_SLUG, buildPath } from '../../contract/routes'
import { CmsPage } from '../features/posts/cms-page'
import { loadResource } from '../features/posts/load-resource'
import { pageHead } from '../features/posts/post-head'
import { decideQuery } from '../features/posts/queries'
import { sectionTypesOf } from '../features/sections/section-modules'
import { organizationJsonLd, webSiteJsonLd } from '../lib/structured-data'
import { SITE_NAME } from '../app/head'

/** Home (`/`, `/en/`): the CMS page 'naslovnica' rendered from its sections; the shop's Organization and WebSite markup. */
function HomePage() {
  const api = useApi()
  const locale = useLocale()
  const { data } = useSuspenseQuery(decideQuery(api, locale, HOME_SLUG))
  if (data.resourceType === 'term') throw new HttpStatusError(404)
  return <CmsPage page={data.resource} />
}

export const page: PageModule = {
  Component: HomePage,
  critical: async (ctx) => {
    const decision = await loadResource(ctx, HOME_SLUG)
    if (decision.resourceType === 'term') throw new HttpStatusError(404)
    return {
      head: {
        ...pageHead(decision.resource),
        alternates: { hr: buildPath('home', 'hr'), en: buildPath('home', 'en') },
        jsonLd: [organizationJsonLd(SITE_NAME, ctx.locale), webSiteJsonLd(SITE_NAME, ctx.locale)],
      },
      sections: sectionTypesOf(decision.resource.sections),
    }
  },
}
