import type { SitemapEntriesResponse, SitemapEntry } from '../../../contract/dto/cms'
import { content } from '../../../contract/endpoints/content'
import { ok } from '../http'
import { endpointRoutes } from '../routing'
import { mediaPath } from '../media/store'
import { eventPath, postPath } from './paths'
import { sitemapSources } from './sitemap-sources'

/** GET sitemap/entries: every published page, post and event with slugs, paths, dates and images. */
export const sitemapRoutes = endpointRoutes('api/v1/sitemap')

sitemapRoutes.on(content.sitemapEntries, async (c) => {
  const entries: SitemapEntry[] = (await sitemapSources(c.env.DB)).map((source) => ({
    type: source.kind,
    id: source.id,
    slugs: source.slugs,
    paths:
      source.kind === 'event'
        ? { hr: eventPath(source.id, 'hr'), en: eventPath(source.id, 'en') }
        : {
            hr: postPath(source.slugs.hr, 'hr', source.slugs.hr),
            en: postPath(source.slugs.en, 'en', source.slugs.hr),
          },
    updatedAt: source.updatedAt,
    images: source.media ? [mediaPath(source.media, 'large')] : [],
  }))
  const data: SitemapEntriesResponse = { entries }
  return ok(c, data)
})
