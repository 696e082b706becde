import { Hono } from 'hono'
import * as v from 'valibot'
import type { Locale } from '../../../contract/locales'
import type { FinderDecision, SlugSearchResult } from '../../../contract/dto/cms'
import type { BackendEnv } from '../context'
import { badRequest, notFound, ok, validate } from '../http'
import { categoryPath, categorySlug, eventPath, postPath, postSlugs, productPath, productSlug, termPath, termSlug } from './paths'
import { findPostBySlug, getPostDto } from './posts'
import { getTermBySlug } from './terms'

/** Finder: resolve a slug of either language, search slugs, and translate a resource's URL. */
export const finderRoutes = new Hono<BackendEnv>()

const SlugQuery = v.object({ slug: v.pipe(v.string('slug is required'), v.trim(), v.nonEmpty('slug is required'), v.maxLength(200)) })

finderRoutes.get('/api/v1/finder/decide', validate('query', SlugQuery), async (c) => {
  const { slug } = c.req.valid('query')
  const lang = c.get('lang')
  const db = c.env.DB
  const viewer = c.get('apiUser')
  const post = await findPostBySlug(db, slug, lang, !viewer?.isBackofficeUser)
  if (post) {
    const resource = await getPostDto(db, post.id, lang)
    if (resource) {
      const decision: FinderDecision = post.postType === 'page' ? { resourceType: 'page', resource } : { resourceType: 'post', resource }
      return ok(c, decision)
    }
  }
  const term = await getTermBySlug(db, lang, slug)
  if (term) return ok(c, { resourceType: 'term', resource: term } satisfies FinderDecision)
  throw notFound(`Nothing found for '${slug}'.`)
})

const SearchQuery = v.object({
  s: v.pipe(v.string('s is required'), v.trim(), v.nonEmpty('s is required'), v.maxLength(100)),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d+$/))),
})

finderRoutes.get('/api/v1/finder/searchSlugs', validate('query', SearchQuery), async (c) => {
  const q = c.req.valid('query')
  const lang = c.get('lang')
  const limit = Math.min(50, Math.max(1, Number(q.limit ?? 20)))
  const like = `%${q.s.replace(/[\\%_]/g, (m) => '\\' + m)}%`
  const { results } = await c.env.DB.prepare(
    `SELECT * FROM (
       SELECT p.id, CASE WHEN ty.slug = 'page' THEN 'page' ELSE 'post' END AS resource_type, tr.title, tr.slug,
         (SELECT slug FROM post_translations WHERE post_id = p.id AND language = 'hr') AS slug_hr,
         (SELECT slug FROM post_translations WHERE post_id = p.id AND language = 'en') AS slug_en
       FROM posts p JOIN post_types ty ON ty.id = p.post_type_id
       JOIN post_translations tr ON tr.post_id = p.id AND tr.language = ?1
       WHERE p.status = 'published' AND (tr.slug LIKE ?2 ESCAPE '\\' OR tr.title LIKE ?2 ESCAPE '\\')
       UNION ALL
       SELECT t.id, 'term', tr.title, tr.slug,
         (SELECT slug FROM term_translations WHERE term_id = t.id AND language = 'hr'),
         (SELECT slug FROM term_translations WHERE term_id = t.id AND language = 'en')
       FROM terms t JOIN term_translations tr ON tr.term_id = t.id AND tr.language = ?1
       WHERE tr.slug LIKE ?2 ESCAPE '\\' OR tr.title LIKE ?2 ESCAPE '\\'
     ) ORDER BY slug LIMIT ?3`,
  )
    .bind(lang, like, limit)
    .all<{ id: number; resource_type: SlugSearchResult['resourceType']; title: string; slug: string; slug_hr: string | null; slug_en: string | null }>()
  const data: SlugSearchResult[] = results.map((r) => ({
    id: r.id,
    resourceType: r.resource_type,
    title: r.title,
    slug: r.slug,
    slugs: { hr: r.slug_hr ?? r.slug, en: r.slug_en ?? r.slug_hr ?? r.slug },
  }))
  return ok(c, data)
})

const Id = v.optional(v.nullable(v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]), v.integer(), v.minValue(1))))

const UrlOnLanguageSchema = v.object({
  newLanguage: v.union([v.number(), v.string()], 'newLanguage is required'),
  twoLetterCode: v.optional(v.nullable(v.string())),
  termId: Id,
  postId: Id,
  productId: Id,
  categoryId: Id,
  eventId: Id,
})

function targetLanguage(newLanguage: number | string, twoLetterCode: string | null | undefined): Locale {
  const candidates = [twoLetterCode, String(newLanguage)].map((x) => (x ?? '').trim().toLowerCase())
  for (const value of candidates) {
    if (value === 'en' || value === 'eng' || value === '31') return 'en'
    if (value === 'hr' || value === 'hrv' || value === '41') return 'hr'
  }
  throw badRequest('Unsupported language (allowed: 41 hr, 31 en).', 'UNSUPPORTED_LANGUAGE')
}

finderRoutes.post('/api/v1/finder/getUrlOnLanguage', validate('json', UrlOnLanguageSchema), async (c) => {
  const body = c.req.valid('json')
  const lang = targetLanguage(body.newLanguage, body.twoLetterCode)
  const db = c.env.DB
  let url: string | null = null
  if (body.postId) {
    const slugs = await postSlugs(db, body.postId, lang)
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
    const exists = await db.prepare('SELECT 1 AS one FROM events WHERE id = ?').bind(body.eventId).first<{ one: number }>()
    url = exists ? eventPath(body.eventId, lang) : null
  } else {
    throw badRequest('One of termId, postId, productId, categoryId or eventId is required.')
  }
  if (url === null) throw notFound('Resource not found.')
  return ok(c, { url })
})
