import { Hono } from 'hono'
import * as v from 'valibot'
import type { AdminTemplatePreview } from '../../../contract/dto/admin'
import type { Locale } from '../../../contract/locales'
import type { BackendEnv } from '../context'
import { ok, validate } from '../http'
import { postPath } from '../cms/paths'
import { starterSections } from '../cms/page-starter'
import { findPostTypeRowBySlug, latestPostsOfType } from '../cms/post-types'
import { NOT_FOUND_TEXT, adminError } from './guard'

/** A template's preview (issue 16): what a new page of it starts with, and the pages made from it. */
export const adminTemplateRoutes = new Hono<BackendEnv>()

const PREVIEW_PAGES = 5
const TEMPLATE_TITLE: Record<Locale, string> = { hr: 'Naslov nove stranice', en: 'The new page’s title' }

adminTemplateRoutes.get(
  '/api/v1/admin/templates/:slug',
  validate('param', v.object({ slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,200}$/, 'Unknown template.')) })),
  async (c) => {
    const lang = c.get('lang')
    const db = c.env.DB
    const template = await findPostTypeRowBySlug(db, c.req.valid('param').slug)
    if (!template) throw adminError(404, 'TEMPLATE_NOT_FOUND', lang, NOT_FOUND_TEXT)
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
  },
)
