import * as v from 'valibot'
import type { Locale } from '../../../contract/locales'
import { content } from '../../../contract/endpoints/content'
import { PostTranslationSchema, SlugSchema } from '../../../contract/schemas/content'
import { requireBackoffice } from '../context'
import { ok, pageForms, paging, refuse } from '../http'
import { endpointRoutes } from '../routing'
import { sanitizeHtml } from '../../lib/sanitize-html'
import { getPostDto, listPostIds, postDtos, type PostDisplay } from './posts'
import {
  countTerms,
  deletePost,
  findPostForUpdate,
  insertPost,
  postTranslations,
  postTypeIdBySlug,
  slugOwner,
  termStatements,
  translationStatement,
  updatePostStatement,
} from './post-store'
import { sanitizeSections } from './sections-schema'
import { LANGS, mediaExists, nowIso } from './shared'

/** Posts and pages: POST post/filterStandard, GET post/get/:id, POST post/create, PATCH post/update/:id. */
export const postRoutes = endpointRoutes('api/v1/post')

postRoutes.on(content.postFilter, async (c) => {
  const body = c.req.valid('json')
  const status = body.status ?? 'published'
  if (status !== 'published') requireBackoffice(c)
  const p = paging(body.page, body.limit)
  const postTypeSlugs = body.postTypeSlugs && body.postTypeSlugs.length ? body.postTypeSlugs : ['post']
  const dateTo =
    body.dateTo && /^\d{4}-\d{2}-\d{2}$/.test(body.dateTo) ? `${body.dateTo}T23:59:59.999Z` : (body.dateTo ?? undefined)
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

postRoutes.on(content.postGet, async (c) => {
  const { id } = c.req.valid('param')
  const post = await getPostDto(c.env.DB, id, c.get('lang'))
  const user = c.get('apiUser')
  const visible =
    post &&
    (user?.isBackofficeUser ||
      (post.status === 'published' && post.published_at !== null && post.published_at <= nowIso()))
  if (!visible) throw refuse(404, 'POST_NOT_FOUND')
  return ok(c, post)
})

// ---------------------------------------------------------------- writes (backoffice)

type Translation = v.InferOutput<typeof PostTranslationSchema>

async function postTypeId(db: D1Database, slug: string): Promise<number> {
  const id = await postTypeIdBySlug(db, slug)
  if (id === null) throw refuse(400, 'POST_TYPE_UNKNOWN', { params: { slug }, field: 'postType' })
  return id
}

async function assertSlugFree(db: D1Database, lang: Locale, slug: string, exceptPostId: number | null): Promise<void> {
  const owner = await slugOwner(db, lang, slug)
  if (owner !== null && owner !== exceptPostId)
    throw refuse(409, 'POST_SLUG_TAKEN', { params: { language: lang, slug }, field: `translations.${lang}.slug` })
}

/** The code of the slug rule a slug breaks (SlugSchema's checks). */
const SLUG_REFUSALS: Record<string, string> = {
  min_length: 'SLUG_TOO_SHORT',
  max_length: 'SLUG_TOO_LONG',
}

async function assertTerms(db: D1Database, termIds: number[]): Promise<void> {
  if (!termIds.length) return
  const unique = [...new Set(termIds)]
  if ((await countTerms(db, unique)) !== unique.length) throw refuse(400, 'TERM_UNKNOWN', { field: 'termIds' })
}

function cleanTranslation(t: Translation): Translation {
  return { ...t, body: sanitizeHtml(t.body), sections: sanitizeSections(t.sections) }
}

const isEmptyPage = (t: Pick<Translation, 'body' | 'sections'>) =>
  t.sections.length === 0 && t.body.replace(/<[^>]*>/g, '').trim() === ''

postRoutes.on(content.postCreate, async (c) => {
  const user = requireBackoffice(c)
  const body = c.req.valid('json')
  const db = c.env.DB
  const typeSlug = body.postType ?? 'post'
  const typeId = await postTypeId(db, typeSlug)
  const translations = { hr: cleanTranslation(body.translations.hr), en: cleanTranslation(body.translations.en) }
  if (typeSlug === 'page' && LANGS.some((l) => isEmptyPage(translations[l]))) throw refuse(400, 'EMPTY_PAGE')
  for (const l of LANGS) await assertSlugFree(db, l, translations[l].slug, null)
  if (body.mediaId && !(await mediaExists(db, body.mediaId)))
    throw refuse(400, 'IMAGE_NOT_IN_LIBRARY', { field: 'mediaId' })
  await assertTerms(db, body.termIds ?? [])
  const status = body.status ?? 'draft'
  const publishedAt = body.publishedAt ?? (status === 'published' ? nowIso() : null)
  const fields = {
    postTypeId: typeId,
    status,
    publishedAt,
    mediaId: body.mediaId ?? null,
    commentsEnabled: body.commentsEnabled !== false,
  }
  const postId = await insertPost(db, fields, { id: user.userId, name: `${user.firstName} ${user.lastName}`.trim() })
  try {
    await db.batch([
      ...LANGS.map((l) => translationStatement(db, postId, l, translations[l])),
      ...termStatements(db, postId, body.termIds ?? []),
    ])
  } catch (error) {
    // Keep the database consistent when a concurrent writer took a slug in between.
    await deletePost(db, postId)
    if (String(error).includes('UNIQUE')) throw refuse(409, 'SLUG_TAKEN')
    throw error
  }
  return ok(c, await getPostDto(db, postId, c.get('lang')), 201)
})

postRoutes.on(content.postUpdate, async (c) => {
  const { id } = c.req.valid('param')
  const body = c.req.valid('json')
  const db = c.env.DB
  const existing = await findPostForUpdate(db, id)
  if (!existing) throw refuse(404, 'POST_NOT_FOUND')
  const typeSlug = body.postType ?? existing.postType
  const typeId = await postTypeId(db, typeSlug)

  const current = await postTranslations(db, id)
  const merged: Partial<Record<Locale, Translation>> = {}
  for (const l of LANGS) {
    const before = current.find((t) => t.language === l)
    const patch = body.translations?.[l]
    if (!before && !patch) continue
    const base: Translation = before
      ? {
          title: before.title,
          slug: before.slug,
          excerpt: before.excerpt,
          body: before.body,
          sections: before.sections as Translation['sections'],
          seoTitle: before.seoTitle,
          seoDescription: before.seoDescription,
        }
      : { title: '', slug: '', excerpt: '', body: '', sections: [], seoTitle: '', seoDescription: '' }
    const next = cleanTranslation({
      ...base,
      ...Object.fromEntries(Object.entries(patch ?? {}).filter(([, value]) => value !== undefined)),
    })
    if (!next.title)
      throw refuse(400, 'POST_TITLE_REQUIRED', { params: { language: l }, field: `translations.${l}.title` })
    const slugCheck = v.safeParse(SlugSchema, next.slug)
    if (!slugCheck.success)
      throw refuse(400, SLUG_REFUSALS[slugCheck.issues[0].type] ?? 'SLUG_MALFORMED', {
        field: `translations.${l}.slug`,
      })
    if (typeSlug === 'page' && isEmptyPage(next)) throw refuse(400, 'EMPTY_PAGE')
    if (patch) await assertSlugFree(db, l, next.slug, id)
    merged[l] = next
  }
  if (body.mediaId && !(await mediaExists(db, body.mediaId)))
    throw refuse(400, 'IMAGE_NOT_IN_LIBRARY', { field: 'mediaId' })
  if (body.termIds) await assertTerms(db, body.termIds)

  const status = body.status ?? existing.status
  const publishedAt =
    body.publishedAt !== undefined
      ? body.publishedAt
      : status === 'published' && !existing.publishedAt
        ? nowIso()
        : existing.publishedAt
  const fields = {
    postTypeId: typeId,
    status,
    publishedAt,
    mediaId: body.mediaId !== undefined ? body.mediaId : existing.mediaId,
    commentsEnabled: body.commentsEnabled ?? existing.commentsEnabled,
  }
  const statements: D1PreparedStatement[] = [updatePostStatement(db, id, fields, nowIso())]
  for (const l of LANGS) {
    const t = merged[l]
    if (t && body.translations?.[l]) statements.push(translationStatement(db, id, l, t))
  }
  if (body.termIds) statements.push(...termStatements(db, id, body.termIds))
  try {
    await db.batch(statements)
  } catch (error) {
    if (String(error).includes('UNIQUE')) throw refuse(409, 'SLUG_TAKEN')
    throw error
  }
  return ok(c, await getPostDto(db, id, c.get('lang')))
})
