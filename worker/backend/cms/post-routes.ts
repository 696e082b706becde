import { Hono } from 'hono'
import * as v from 'valibot'
import type { Locale } from '../../../contract/locales'
import type { BackendEnv } from '../context'
import { requireBackoffice } from '../context'
import { badRequest, conflict, notFound, ok, pageForms, paging, validate } from '../http'
import { sanitizeHtml } from '../../lib/sanitize-html'
import { getPostDto, listPostIds, postDtos, type PostDisplay } from './posts'
import { SectionsSchema, sanitizeSections } from './sections-schema'
import { LANGS, LimitSchema, PageSchema, SlugSchema, idParam, mediaExists, nowIso, placeholders } from './shared'

/** Posts and pages: POST post/filterStandard, GET post/get/:id, POST post/create, PATCH post/update/:id. */
export const postRoutes = new Hono<BackendEnv>()

const DateSchema = v.pipe(v.string(), v.trim(), v.regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/, 'date must be YYYY-MM-DD or an ISO timestamp'))
const SlugList = v.pipe(v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200))), v.maxLength(40))

const FilterSchema = v.object({
  page: PageSchema,
  limit: LimitSchema(10),
  termSlugs: v.optional(v.union([SlugList, v.pipe(v.string(), v.transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean)))])),
  postTypeSlugs: v.optional(v.union([SlugList, v.pipe(v.string(), v.transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean)))])),
  dateFrom: v.optional(v.nullable(DateSchema)),
  dateTo: v.optional(v.nullable(DateSchema)),
  keywords: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200)))),
  display: v.optional(v.nullable(v.string())),
  status: v.optional(v.picklist(['published', 'draft', 'all'])),
})

postRoutes.post('/api/v1/post/filterStandard', validate('json', FilterSchema), async (c) => {
  const body = c.req.valid('json')
  const status = body.status ?? 'published'
  if (status !== 'published') requireBackoffice(c)
  const p = paging(body.page, body.limit)
  const postTypeSlugs = body.postTypeSlugs && body.postTypeSlugs.length ? body.postTypeSlugs : ['post']
  const dateTo = body.dateTo && /^\d{4}-\d{2}-\d{2}$/.test(body.dateTo) ? `${body.dateTo}T23:59:59.999Z` : (body.dateTo ?? undefined)
  const { ids, total } = await listPostIds(c.env.DB, c.get('lang'), {
    postTypeSlugs,
    termSlugs: body.termSlugs,
    dateFrom: body.dateFrom ?? undefined,
    dateTo,
    keywords: body.keywords ?? undefined,
    status,
    limit: p.limit,
    offset: p.offset,
  })
  const display: PostDisplay = body.display === 'teaser' || body.display === 'card' ? 'teaser' : 'full'
  return ok(c, pageForms.dataPagination(await postDtos(c.env.DB, ids, c.get('lang'), display), total, p))
})

postRoutes.get('/api/v1/post/get/:id', async (c) => {
  const id = idParam(c.req.param('id'))
  if (id === null) throw badRequest('Invalid post id.')
  const post = await getPostDto(c.env.DB, id, c.get('lang'))
  const user = c.get('apiUser')
  const visible = post && (user?.isBackofficeUser || (post.status === 'published' && post.published_at !== null && post.published_at <= nowIso()))
  if (!visible) throw notFound('Post not found.')
  return ok(c, post)
})

// ---------------------------------------------------------------- writes (backoffice)

const TranslationSchema = v.object({
  title: v.pipe(v.string('Unos ovog polja je obavezan'), v.trim(), v.nonEmpty('Unos ovog polja je obavezan'), v.maxLength(300)),
  slug: SlugSchema,
  excerpt: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000)), ''),
  body: v.optional(v.pipe(v.string(), v.maxLength(200_000)), ''),
  sections: v.optional(SectionsSchema, []),
  seoTitle: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300)), ''),
  seoDescription: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500)), ''),
})
const PartialTranslationSchema = v.partial(TranslationSchema)

const CommonFields = {
  postType: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60))),
  status: v.optional(v.picklist(['published', 'draft'], 'status must be published or draft')),
  publishedAt: v.optional(v.nullable(DateSchema)),
  mediaId: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)))),
  commentsEnabled: v.optional(v.boolean()),
  termIds: v.optional(v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.maxLength(40))),
}

const CreateSchema = v.object({ ...CommonFields, translations: v.object({ hr: TranslationSchema, en: TranslationSchema }) })
const UpdateSchema = v.object({ ...CommonFields, translations: v.optional(v.object({ hr: v.optional(PartialTranslationSchema), en: v.optional(PartialTranslationSchema) })) })

type Translation = v.InferOutput<typeof TranslationSchema>

const EMPTY_PAGE = { hr: 'Prazna stranica se ne može spremiti', en: 'An empty page cannot be saved.' } as const
const SLUG_TAKEN = { hr: 'Slug se već koristi', en: 'Slug is already in use.' } as const

async function postTypeId(db: D1Database, slug: string): Promise<number> {
  const row = await db.prepare('SELECT id FROM post_types WHERE slug = ?').bind(slug).first<{ id: number }>()
  if (!row) throw badRequest(`Unknown post type '${slug}'.`)
  return row.id
}

async function assertSlugFree(db: D1Database, lang: Locale, slug: string, exceptPostId: number | null, msgLang: Locale): Promise<void> {
  const row = await db.prepare('SELECT post_id FROM post_translations WHERE language = ? AND slug = ?').bind(lang, slug).first<{ post_id: number }>()
  if (row && row.post_id !== exceptPostId) throw conflict(`${SLUG_TAKEN[msgLang]} (${lang}: ${slug})`, 'SLUG_TAKEN')
}

async function assertTerms(db: D1Database, termIds: number[]): Promise<void> {
  if (!termIds.length) return
  const unique = [...new Set(termIds)]
  const row = await db.prepare(`SELECT COUNT(*) AS n FROM terms WHERE id IN (${placeholders(unique.length)})`).bind(...unique).first<{ n: number }>()
  if ((row?.n ?? 0) !== unique.length) throw badRequest('Unknown term id.')
}

function cleanTranslation(t: Translation): Translation {
  return { ...t, body: sanitizeHtml(t.body), sections: sanitizeSections(t.sections) }
}

const isEmptyPage = (t: Pick<Translation, 'body' | 'sections'>) => t.sections.length === 0 && t.body.replace(/<[^>]*>/g, '').trim() === ''

function translationStatement(db: D1Database, postId: number, lang: Locale, t: Translation): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO post_translations (post_id, language, title, slug, excerpt, body, sections, seo_title, seo_description)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (post_id, language) DO UPDATE SET title = excluded.title, slug = excluded.slug, excerpt = excluded.excerpt,
         body = excluded.body, sections = excluded.sections, seo_title = excluded.seo_title, seo_description = excluded.seo_description`,
    )
    .bind(postId, lang, t.title, t.slug, t.excerpt, t.body, JSON.stringify(t.sections), t.seoTitle, t.seoDescription)
}

function termStatements(db: D1Database, postId: number, termIds: number[]): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM post_terms WHERE post_id = ?').bind(postId),
    ...[...new Set(termIds)].map((termId, position) => db.prepare('INSERT INTO post_terms (post_id, term_id, position) VALUES (?, ?, ?)').bind(postId, termId, position)),
  ]
}

postRoutes.post('/api/v1/post/create', validate('json', CreateSchema), async (c) => {
  const user = requireBackoffice(c)
  const body = c.req.valid('json')
  const db = c.env.DB
  const msgLang = c.get('lang')
  const typeSlug = body.postType ?? 'post'
  const typeId = await postTypeId(db, typeSlug)
  const translations = { hr: cleanTranslation(body.translations.hr), en: cleanTranslation(body.translations.en) }
  if (typeSlug === 'page' && LANGS.some((l) => isEmptyPage(translations[l]))) throw badRequest(EMPTY_PAGE[msgLang], 'EMPTY_PAGE')
  for (const l of LANGS) await assertSlugFree(db, l, translations[l].slug, null, msgLang)
  if (body.mediaId && !(await mediaExists(db, body.mediaId))) throw badRequest('Unknown media id.')
  await assertTerms(db, body.termIds ?? [])
  const status = body.status ?? 'draft'
  const publishedAt = body.publishedAt ?? (status === 'published' ? nowIso() : null)
  const row = await db
    .prepare(
      `INSERT INTO posts (post_type_id, status, author_id, author_name, media_id, comments_enabled, published_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .bind(typeId, status, user.userId, `${user.firstName} ${user.lastName}`.trim(), body.mediaId ?? null, body.commentsEnabled === false ? 0 : 1, publishedAt)
    .first<{ id: number }>()
  if (!row) throw new Error('post insert returned no row')
  try {
    await db.batch([...LANGS.map((l) => translationStatement(db, row.id, l, translations[l])), ...termStatements(db, row.id, body.termIds ?? [])])
  } catch (error) {
    // Keep the database consistent when a concurrent writer took a slug in between.
    await db.prepare('DELETE FROM posts WHERE id = ?').bind(row.id).run()
    if (String(error).includes('UNIQUE')) throw conflict(SLUG_TAKEN[msgLang], 'SLUG_TAKEN')
    throw error
  }
  return ok(c, await getPostDto(db, row.id, c.get('lang')), 201)
})

postRoutes.patch('/api/v1/post/update/:id', validate('json', UpdateSchema), async (c) => {
  requireBackoffice(c)
  const id = idParam(c.req.param('id'))
  if (id === null) throw badRequest('Invalid post id.')
  const body = c.req.valid('json')
  const db = c.env.DB
  const msgLang = c.get('lang')
  const existing = await db
    .prepare('SELECT p.*, ty.slug AS post_type FROM posts p JOIN post_types ty ON ty.id = p.post_type_id WHERE p.id = ?')
    .bind(id)
    .first<{ status: string; published_at: string | null; post_type: string; media_id: number | null; comments_enabled: number }>()
  if (!existing) throw notFound('Post not found.')
  const typeSlug = body.postType ?? existing.post_type
  const typeId = await postTypeId(db, typeSlug)

  const { results: current } = await db
    .prepare('SELECT language, title, slug, excerpt, body, sections, seo_title, seo_description FROM post_translations WHERE post_id = ?')
    .bind(id)
    .all<{ language: Locale; title: string; slug: string; excerpt: string; body: string; sections: string; seo_title: string; seo_description: string }>()
  const merged: Partial<Record<Locale, Translation>> = {}
  for (const l of LANGS) {
    const before = current.find((t) => t.language === l)
    const patch = body.translations?.[l]
    if (!before && !patch) continue
    const base: Translation = before
      ? { title: before.title, slug: before.slug, excerpt: before.excerpt, body: before.body, sections: JSON.parse(before.sections) as Translation['sections'], seoTitle: before.seo_title, seoDescription: before.seo_description }
      : { title: '', slug: '', excerpt: '', body: '', sections: [], seoTitle: '', seoDescription: '' }
    const next = cleanTranslation({ ...base, ...Object.fromEntries(Object.entries(patch ?? {}).filter(([, value]) => value !== undefined)) })
    if (!next.title) throw badRequest(`translations.${l}.title: Unos ovog polja je obavezan`)
    const slugCheck = v.safeParse(SlugSchema, next.slug)
    if (!slugCheck.success) throw badRequest(`translations.${l}.slug: ${slugCheck.issues[0].message}`, 'VALIDATION_ERROR')
    if (typeSlug === 'page' && isEmptyPage(next)) throw badRequest(EMPTY_PAGE[msgLang], 'EMPTY_PAGE')
    if (patch) await assertSlugFree(db, l, next.slug, id, msgLang)
    merged[l] = next
  }
  if (body.mediaId && !(await mediaExists(db, body.mediaId))) throw badRequest('Unknown media id.')
  if (body.termIds) await assertTerms(db, body.termIds)

  const status = body.status ?? existing.status
  const publishedAt = body.publishedAt !== undefined ? body.publishedAt : status === 'published' && !existing.published_at ? nowIso() : existing.published_at
  const statements: D1PreparedStatement[] = [
    db
      .prepare('UPDATE posts SET post_type_id = ?, status = ?, published_at = ?, media_id = ?, comments_enabled = ?, updated_at = ? WHERE id = ?')
      .bind(
        typeId,
        status,
        publishedAt,
        body.mediaId !== undefined ? body.mediaId : existing.media_id,
        body.commentsEnabled !== undefined ? (body.commentsEnabled ? 1 : 0) : existing.comments_enabled,
        nowIso(),
        id,
      ),
  ]
  for (const l of LANGS) {
    const t = merged[l]
    if (t && body.translations?.[l]) statements.push(translationStatement(db, id, l, t))
  }
  if (body.termIds) statements.push(...termStatements(db, id, body.termIds))
  try {
    await db.batch(statements)
  } catch (error) {
    if (String(error).includes('UNIQUE')) throw conflict(SLUG_TAKEN[msgLang], 'SLUG_TAKEN')
    throw error
  }
  return ok(c, await getPostDto(db, id, c.get('lang')))
})
