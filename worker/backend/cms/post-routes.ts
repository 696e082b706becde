import * as v from 'valibot'
import type { Locale } from '../../../contract/locales'
import { content } from '../../../contract/endpoints/content'
import { PostTranslationSchema, SlugSchema } from '../../../contract/schemas/content'
import { requireBackoffice } from '../context'
import { badRequest, conflict, notFound, ok, pageForms, paging } from '../http'
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
import { LANGS, SLUG_TAKEN, mediaExists, nowIso } from './shared'

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
  if (!visible) throw notFound('Post not found.')
  return ok(c, post)
})

// ---------------------------------------------------------------- writes (backoffice)

type Translation = v.InferOutput<typeof PostTranslationSchema>

const EMPTY_PAGE = { hr: 'Prazna stranica se ne može spremiti', en: 'An empty page cannot be saved.' } as const

async function postTypeId(db: D1Database, slug: string): Promise<number> {
  const id = await postTypeIdBySlug(db, slug)
  if (id === null) throw badRequest(`Unknown post type '${slug}'.`)
  return id
}

async function assertSlugFree(
  db: D1Database,
  lang: Locale,
  slug: string,
  exceptPostId: number | null,
  msgLang: Locale,
): Promise<void> {
  const owner = await slugOwner(db, lang, slug)
  if (owner !== null && owner !== exceptPostId)
    throw conflict(`${SLUG_TAKEN[msgLang]} (${lang}: ${slug})`, 'SLUG_TAKEN')
}

async function assertTerms(db: D1Database, termIds: number[]): Promise<void> {
  if (!termIds.length) return
  const unique = [...new Set(termIds)]
  if ((await countTerms(db, unique)) !== unique.length) throw badRequest('Unknown term id.')
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
  const msgLang = c.get('lang')
  const typeSlug = body.postType ?? 'post'
  const typeId = await postTypeId(db, typeSlug)
  const translations = { hr: cleanTranslation(body.translations.hr), en: cleanTranslation(body.translations.en) }
  if (typeSlug === 'page' && LANGS.some((l) => isEmptyPage(translations[l])))
    throw badRequest(EMPTY_PAGE[msgLang], 'EMPTY_PAGE')
  for (const l of LANGS) await assertSlugFree(db, l, translations[l].slug, null, msgLang)
  if (body.mediaId && !(await mediaExists(db, body.mediaId))) throw badRequest('Unknown media id.')
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
    if (String(error).includes('UNIQUE')) throw conflict(SLUG_TAKEN[msgLang], 'SLUG_TAKEN')
    throw error
  }
  return ok(c, await getPostDto(db, postId, c.get('lang')), 201)
})

postRoutes.on(content.postUpdate, async (c) => {
  const { id } = c.req.valid('param')
  const body = c.req.valid('json')
  const db = c.env.DB
  const msgLang = c.get('lang')
  const existing = await findPostForUpdate(db, id)
  if (!existing) throw notFound('Post not found.')
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
    if (!next.title) throw badRequest(`translations.${l}.title: Unos ovog polja je obavezan`)
    const slugCheck = v.safeParse(SlugSchema, next.slug)
    if (!slugCheck.success)
      throw badRequest(`translations.${l}.slug: ${slugCheck.issues[0].message}`, 'VALIDATION_ERROR')
    if (typeSlug === 'page' && isEmptyPage(next)) throw badRequest(EMPTY_PAGE[msgLang], 'EMPTY_PAGE')
    if (patch) await assertSlugFree(db, l, next.slug, id, msgLang)
    merged[l] = next
  }
  if (body.mediaId && !(await mediaExists(db, body.mediaId))) throw badRequest('Unknown media id.')
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
    if (String(error).includes('UNIQUE')) throw conflict(SLUG_TAKEN[msgLang], 'SLUG_TAKEN')
    throw error
  }
  return ok(c, await getPostDto(db, id, c.get('lang')))
})
