import type { Locale } from '../../../contract/locales'
import type { FinderDecision, SlugSearchResult } from '../../../contract/dto/cms'
import { content } from '../../../contract/endpoints/content'
import { ok, refuse } from '../http'
import { endpointRoutes } from '../routing'
import {
  categoryPath,
  categorySlug,
  eventPath,
  postPath,
  postSlugs,
  productPath,
  productSlug,
  termPath,
  termSlug,
} from './paths'
import { findPostBySlug, getPostDto } from './posts'
import { getTermBySlug } from './terms'
import { eventExists } from './events'
import { isEventPublished, isPostVisible } from './visibility'
import { searchSlugs } from './slug-search'

/** Finder: resolve a slug of either language, search slugs, and translate a resource's URL. */
export const finderRoutes = endpointRoutes('api/v1/finder')

finderRoutes.on(content.finderDecide, async (c) => {
  const { slug } = c.req.valid('query')
  const lang = c.get('lang')
  const db = c.env.DB
  const viewer = c.get('apiUser')
  const post = await findPostBySlug(db, slug, lang, !viewer?.isBackofficeUser)
  if (post) {
    const resource = await getPostDto(db, post.id, lang)
    if (resource) {
      const decision: FinderDecision =
        post.postType === 'page' ? { resourceType: 'page', resource } : { resourceType: 'post', resource }
      return ok(c, decision)
    }
  }
  const term = await getTermBySlug(db, lang, slug)
  if (term) return ok(c, { resourceType: 'term', resource: term } satisfies FinderDecision)
  throw refuse(404, 'NOTHING_FOUND_FOR_SLUG', { params: { slug } })
})

finderRoutes.on(content.finderSearchSlugs, async (c) => {
  const q = c.req.valid('query')
  const lang = c.get('lang')
  const limit = Math.min(50, Math.max(1, Number(q.limit ?? 20)))
  const data: SlugSearchResult[] = await searchSlugs(c.env.DB, lang, q.s, limit)
  return ok(c, data)
})

function targetLanguage(newLanguage: number | string, twoLetterCode: string | null | undefined): Locale {
  const candidates = [twoLetterCode, String(newLanguage)].map((x) => (x ?? '').trim().toLowerCase())
  for (const value of candidates) {
    if (value === 'en' || value === 'eng' || value === '31') return 'en'
    if (value === 'hr' || value === 'hrv' || value === '41') return 'hr'
  }
  throw refuse(400, 'UNSUPPORTED_LANGUAGE', { field: 'newLanguage' })
}

finderRoutes.on(content.finderUrlOnLanguage, async (c) => {
  const body = c.req.valid('json')
  const lang = targetLanguage(body.newLanguage, body.twoLetterCode)
  const db = c.env.DB
  // Ids are sequential: anyone but staff learns the path of what visitors may see, nothing else.
  const staff = c.get('apiUser')?.isBackofficeUser === true
  let url: string | null = null
  if (body.postId) {
    const slugs = staff || (await isPostVisible(db, body.postId)) ? await postSlugs(db, body.postId, lang) : null
    url = slugs ? postPath(slugs.slug, lang, slugs.hrSlug) : null
  } else if (body.termId) {
    const slug = await termSlug(db, body.termId, lang)
    url = slug ? termPath(slug, lang) : null
  } else if (body.productId) {
    const slug = await productSlug(db, body.productId, lang)
    url = slug ? productPath(slug, lang) : null
  } else if (body.categoryId) {
    const slug = await categorySlug(db, body.categoryId, lang)
    url = slug ? categoryPath(slug, lang) : null
  } else if (body.eventId) {
    url = (staff ? await eventExists(db, body.eventId) : await isEventPublished(db, body.eventId))
      ? eventPath(body.eventId, lang)
      : null
  } else {
    throw refuse(400, 'RESOURCE_ID_REQUIRED')
  }
  if (url === null) throw refuse(404, 'RESOURCE_NOT_FOUND')
  return ok(c, { url })
})
