import { Hono } from 'hono'
import * as v from 'valibot'
import type { AdminTemplatePreview } from '../../../contract/dto/admin'
import type { Locale } from '../../../contract/locales'
import type { BackendEnv } from '../context'
import { ok, validate } from '../http'
import { postPath } from '../cms/paths'
import { starterSections } from '../cms/page-starter'
import { NOT_FOUND_TEXT, adminError } from './guard'

/** A template's preview (issue 16): what a new page of it starts with, and the pages made from it. */
export const adminTemplateRoutes = new Hono<BackendEnv>()

const PREVIEW_PAGES = 5
const TEMPLATE_TITLE: Record<Locale, string> = { hr: 'Naslov nove stranice', en: 'The new page’s title' }

adminTemplateRoutes.get('/api/v1/admin/templates/:slug', validate('param', v.object({ slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,200}$/, 'Unknown template.')) })), async (c) => {
  const lang = c.get('lang')
  const db = c.env.DB
  const template = await db.prepare('SELECT id, slug, title, created_at FROM post_types WHERE slug = ?').bind(c.req.valid('param').slug).first<{ id: number; slug: string; title: string; created_at: string }>()
  if (!template) throw adminError(404, 'TEMPLATE_NOT_FOUND', lang, NOT_FOUND_TEXT)
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT p.id, p.status, t.title, t.slug, hr.slug AS hr_slug FROM posts p
         JOIN post_translations t ON t.post_id = p.id AND t.language = ?1
         LEFT JOIN post_translations hr ON hr.post_id = p.id AND hr.language = 'hr'
         WHERE p.post_type_id = ?2 ORDER BY p.id DESC LIMIT ?3`,
      )
      .bind(lang, template.id, PREVIEW_PAGES),
    db.prepare('SELECT COUNT(*) AS total FROM posts WHERE post_type_id = ?').bind(template.id),
  ])
  const pages = ((rows?.results ?? []) as Array<{ id: number; status: 'published' | 'draft'; title: string; slug: string; hr_slug: string | null }>).map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    path: postPath(row.slug, lang, row.hr_slug ?? row.slug),
  }))
  const preview: AdminTemplatePreview = {
    template,
    starter: starterSections(TEMPLATE_TITLE[lang]),
    pages,
    total: ((count?.results ?? [])[0] as { total: number } | undefined)?.total ?? 0,
  }
  return ok(c, preview)
})
