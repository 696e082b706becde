import type { AdminTemplatePreview } from '../../../contract/dto/admin'
import { content } from '../../../contract/endpoints/content'
import type { Locale } from '../../../contract/locales'
import { ok, refuse } from '../http'
import { endpointRoutes } from '../routing'
import { postPath } from './paths'
import { starterSections } from './page-starter'
import { findPostTypeRowBySlug, latestPostsOfType } from './post-types'

/** A template's preview (issue 16): what a new page of it starts with, and the pages made from it. */
export const templateRoutes = endpointRoutes('api/v1/admin/templates')

const PREVIEW_PAGES = 5
const TEMPLATE_TITLE: Record<Locale, string> = { hr: 'Naslov nove stranice', en: 'The new page’s title' }

templateRoutes.on(content.templatePreview, async (c) => {
  const lang = c.get('lang')
  const db = c.env.DB
  const template = await findPostTypeRowBySlug(db, c.req.valid('param').slug)
  if (!template) throw refuse(404, 'TEMPLATE_NOT_FOUND')
  const { rows, total } = await latestPostsOfType(db, lang, template.id, PREVIEW_PAGES)
  const pages = rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    path: postPath(row.slug, lang, row.hr_slug ?? row.slug),
  }))
  const preview: AdminTemplatePreview = {
    template,
    starter: starterSections(TEMPLATE_TITLE[lang]),
    pages,
    total,
  }
  return ok(c, preview)
})
