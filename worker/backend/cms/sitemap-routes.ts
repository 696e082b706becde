import { Hono } from 'hono'
import type { SitemapEntriesResponse, SitemapEntry } from '../../../contract/dto/cms'
import type { BackendEnv } from '../context'
import { ok } from '../http'
import { mediaPath } from '../media/store'
import { eventPath, postPath } from './paths'

/** GET sitemap/entries: every published page, post and event with slugs, paths, dates and images. */
export const sitemapRoutes = new Hono<BackendEnv>()

sitemapRoutes.get('/api/v1/sitemap/entries', async (c) => {
  const db = c.env.DB
  const [posts, events] = await db.batch([
    db.prepare(
      `SELECT p.id, ty.slug AS post_type, p.updated_at, hr.slug AS slug_hr, COALESCE(en.slug, hr.slug) AS slug_en,
         m.id AS media_id, m.title AS media_title, m.extension AS media_ext
       FROM posts p JOIN post_types ty ON ty.id = p.post_type_id
       JOIN post_translations hr ON hr.post_id = p.id AND hr.language = 'hr'
       LEFT JOIN post_translations en ON en.post_id = p.id AND en.language = 'en'
       LEFT JOIN media m ON m.id = p.media_id
       WHERE p.status = 'published' AND p.published_at IS NOT NULL AND p.published_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       ORDER BY p.id`,
    ),
    db.prepare(
      `SELECT e.id, e.updated_at, hr.slug AS slug_hr, COALESCE(en.slug, hr.slug) AS slug_en,
         m.id AS media_id, m.title AS media_title, m.extension AS media_ext
       FROM events e JOIN event_translations hr ON hr.event_id = e.id AND hr.language = 'hr'
       LEFT JOIN event_translations en ON en.event_id = e.id AND en.language = 'en'
       LEFT JOIN media m ON m.id = e.media_id
       WHERE e.status = 'published' ORDER BY e.id`,
    ),
  ])
  type Row = { id: number; post_type?: string; updated_at: string; slug_hr: string; slug_en: string; media_id: number | null; media_title: string | null; media_ext: string | null }
  const images = (r: Row) => (r.media_id !== null && r.media_title !== null && r.media_ext !== null ? [mediaPath({ id: r.media_id, title: r.media_title, extension: r.media_ext }, 'large')] : [])
  const entries: SitemapEntry[] = [
    ...((posts?.results ?? []) as Row[]).map((r) => ({
      type: r.post_type === 'page' ? ('page' as const) : ('post' as const),
      id: r.id,
      slugs: { hr: r.slug_hr, en: r.slug_en },
      paths: { hr: postPath(r.slug_hr, 'hr', r.slug_hr), en: postPath(r.slug_en, 'en', r.slug_hr) },
      updatedAt: r.updated_at,
      images: images(r),
    })),
    ...((events?.results ?? []) as Row[]).map((r) => ({
      type: 'event' as const,
      id: r.id,
      slugs: { hr: r.slug_hr, en: r.slug_en },
      paths: { hr: eventPath(r.id, 'hr'), en: eventPath(r.id, 'en') },
      updatedAt: r.updated_at,
      images: images(r),
    })),
  ]
  const data: SitemapEntriesResponse = { entries }
  return ok(c, data)
})
