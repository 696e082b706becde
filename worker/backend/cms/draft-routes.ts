import type * as v from 'valibot'
import type { PageDraftDto, PageDraftSaved, PagePublished } from '../../../contract/dto/page-draft'
import { HOME_SLUG, buildPath, pagePath } from '../../../contract/routes'
import { content } from '../../../contract/endpoints/content'
import type { DraftPostFieldsSchema } from '../../../contract/schemas/content'
import { requireBackoffice } from '../context'
import { ok, refuse } from '../http'
import { endpointRoutes } from '../routing'
import { sanitizeSections } from './sections-schema'
import { sanitizeHtml } from '../../lib/sanitize-html'
import { LANGS, mediaExists, nowIso } from './shared'
import { countCategories } from './terms'
import { discardDraft, loadDraft, publishDraft, publishPostStatement, saveDraft } from './page-drafts'
import { postTranslations } from './post-store'
import { badMasterReference, resolveMasters, writeMasterContents } from './master-components'
import { isBlogPost, latestPostsPages, masterUsage } from './section-usage'
import type { Section } from '../../../contract/dto/sections'

/**
 * Edit mode's page drafts (issue 15), backoffice only (re-checked against the database by the
 * context middleware), in the language of the `language` header:
 * GET post/draft/{id} · PUT post/draft/{id} {title, sections, revision} · DELETE post/draft/{id}
 * · POST post/publish/{id} {revision, liveVersion}.
 */
export const draftRoutes = endpointRoutes('api/v1/post')

/** A post's image must be in the media library and its categories must be post categories. */
async function checkPostFields(db: D1Database, post: v.InferOutput<typeof DraftPostFieldsSchema>): Promise<void> {
  if (post.image && !(await mediaExists(db, post.image.id))) throw refuse(400, 'IMAGE_NOT_IN_LIBRARY')
  const ids = [...new Set(post.categoryIds)]
  if (ids.length === 0) return
  if ((await countCategories(db, ids)) !== ids.length) throw refuse(400, 'POST_CATEGORY_NOT_FOUND')
}

draftRoutes.on(content.draftGet, async (c) => {
  const lang = c.get('lang')
  const draft = await loadDraft(c.env.DB, c.req.valid('param').id, lang)
  if (!draft) throw refuse(404, 'PAGE_NOT_FOUND')
  // Without a draft the editor starts from what visitors see, masters included; a draft keeps its own copies.
  if (draft.revision === 0) draft.sections = await resolveMasters(c.env.DB, lang, draft.sections)
  return ok<PageDraftDto>(c, draft)
})

draftRoutes.on(content.draftSave, async (c) => {
  const user = requireBackoffice(c)
  const { id } = c.req.valid('param')
  const body = c.req.valid('json')
  const lang = c.get('lang')
  if (!body.title) throw refuse(400, 'PAGE_TITLE_REQUIRED', { field: 'title' })
  if (body.sections.length === 0 && !body.post?.body.replace(/<[^>]*>/g, '').trim()) throw refuse(400, 'EMPTY_PAGE')
  if (body.post) await checkPostFields(c.env.DB, body.post)
  const badReference = await badMasterReference(c.env.DB, body.sections)
  if (badReference) throw refuse(400, 'MASTER_REFERENCE_INVALID')
  const now = nowIso()
  const post = body.post
    ? { ...body.post, body: sanitizeHtml(body.post.body), categoryIds: [...new Set(body.post.categoryIds)] }
    : null
  const saved = await saveDraft(c.env.DB, {
    postId: id,
    language: lang,
    title: body.title,
    sections: sanitizeSections(body.sections),
    post,
    revision: body.revision,
    userId: user.userId,
    now,
  })
  if (saved.kind === 'missing') throw refuse(404, 'PAGE_NOT_FOUND')
  if (saved.kind === 'conflict') throw refuse(409, 'EDIT_CONFLICT')
  return ok<PageDraftSaved>(c, { revision: saved.revision, updatedAt: now })
})

draftRoutes.on(content.draftDiscard, async (c) => {
  await discardDraft(c.env.DB, c.req.valid('param').id, c.get('lang'))
  return ok(c, { discarded: true })
})

draftRoutes.on(content.draftPublish, async (c) => {
  const user = requireBackoffice(c)
  const { id } = c.req.valid('param')
  const body = c.req.valid('json')
  const lang = c.get('lang')
  const now = nowIso()
  let outcome = await publishDraft(c.env.DB, {
    postId: id,
    language: lang,
    revision: body.revision,
    liveVersion: body.liveVersion,
    now,
  })
  // A new page without changes yet: publishing shows it to visitors as it is.
  const current = outcome.kind === 'missing' ? await loadDraft(c.env.DB, id, lang) : null
  if (current && !current.published) {
    await publishPostStatement(c.env.DB, id, now).run()
    outcome = { kind: 'published', version: current.liveVersion }
  }
  if (outcome.kind === 'missing') throw refuse(400, 'NO_DRAFT')
  if (outcome.kind === 'conflict') throw refuse(409, 'PUBLISH_CONFLICT')
  const stored = await postTranslations(c.env.DB, id)
  // In LANGS order, so the answer does not depend on the database's row order.
  const translations = LANGS.flatMap((l) => stored.filter((t) => t.language === l))
  const home = translations.some((t) => t.language === 'hr' && t.slug === HOME_SLUG)
  const paths = home ? LANGS.map((l) => buildPath('home', l)) : translations.map((t) => pagePath(t.slug, t.language))
  const slugs = [...new Set([...(home ? [HOME_SLUG] : []), ...translations.map((t) => t.slug)])]
  // The page's master sections become the masters' content: every page showing them changes too.
  const published = (translations.find((t) => t.language === lang)?.sections ?? []) as Section[]
  const masters = await writeMasterContents(c.env.DB, {
    language: lang,
    sections: published,
    userId: user.userId,
    now,
  })
  const others = (await masterUsage(c.env.DB, masters)).filter((usage) => usage.postId !== id)
  // A blog post also shows in the blog's lists and on the pages listing the latest posts.
  const listsChanged = await isBlogPost(c.env.DB, id)
  const listing = listsChanged ? await latestPostsPages(c.env.DB) : []
  return ok<PagePublished>(c, {
    postId: id,
    version: outcome.version,
    paths: [...new Set([...paths, ...others.map((usage) => usage.path), ...listing.map((usage) => usage.path)])],
    slugs: [...new Set([...slugs, ...others.map((usage) => usage.slug), ...listing.map((usage) => usage.slug)])],
    postIds: [...new Set([id, ...others.map((usage) => usage.postId), ...listing.map((usage) => usage.postId)])],
    listsChanged,
  })
})
