import { starterSections } from './page-starter'
import type { NewPageCreated } from '../../../contract/dto/page-draft'
import { content } from '../../../contract/endpoints/content'
import { pagePath } from '../../../contract/routes'
import { requireBackoffice } from '../context'
import { ok, refuse } from '../http'
import { endpointRoutes } from '../routing'
import { insertPost, postTranslations, postTypeIdBySlug, slugOwner, translationStatement } from './post-store'

/**
 * Edit mode's new pages (issue 15), backoffice only:
 * POST post/createPage {title, slug, template, language} — an unpublished page in one language,
 * starting with a hero that carries its title; PUT link/postTranslation {postId, title, slug,
 * language} — its translation into the other language, starting as a copy of its sections.
 */
export const newPageRoutes = endpointRoutes('api/v1/post')
export const pageTranslationRoutes = endpointRoutes('api/v1/link')

newPageRoutes.on(content.pageCreate, async (c) => {
  const user = requireBackoffice(c)
  const body = c.req.valid('json')
  const db = c.env.DB
  const postTypeId = await postTypeIdBySlug(db, body.template)
  if (postTypeId === null) throw refuse(400, 'UNKNOWN_TEMPLATE', { field: 'template' })
  if ((await slugOwner(db, body.language, body.slug)) !== null) throw refuse(409, 'SLUG_TAKEN', { field: 'slug' })
  const id = await insertPost(
    db,
    { postTypeId, status: 'draft', publishedAt: null, mediaId: null, commentsEnabled: false },
    { id: user.userId, name: `${user.firstName} ${user.lastName}`.trim() },
  )
  await translationStatement(db, id, body.language, {
    title: body.title,
    slug: body.slug,
    excerpt: '',
    body: '',
    sections: starterSections(body.title),
    seoTitle: '',
    seoDescription: '',
  }).run()
  return ok<NewPageCreated>(c, { postId: id, language: body.language, path: pagePath(body.slug, body.language) }, 201)
})

pageTranslationRoutes.on(content.pageTranslationCreate, async (c) => {
  const body = c.req.valid('json')
  const db = c.env.DB
  const translations = await postTranslations(db, body.postId)
  const source = translations[0]
  if (!source) throw refuse(404, 'PAGE_NOT_FOUND')
  if (translations.some((t) => t.language === body.language))
    throw refuse(409, 'TRANSLATION_EXISTS', { field: 'language' })
  if ((await slugOwner(db, body.language, body.slug)) !== null) throw refuse(409, 'SLUG_TAKEN', { field: 'slug' })
  const sections = Array.isArray(source.sections) ? (source.sections as unknown[]) : []
  await translationStatement(db, body.postId, body.language, {
    title: body.title,
    slug: body.slug,
    excerpt: '',
    body: source.body,
    sections,
    seoTitle: '',
    seoDescription: '',
  }).run()
  return ok<NewPageCreated>(
    c,
    { postId: body.postId, language: body.language, path: pagePath(body.slug, body.language) },
    201,
  )
})
