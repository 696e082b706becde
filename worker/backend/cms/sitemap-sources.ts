import { batchRows, columns, type Row } from '../rows'

/** What the sitemap lists: published posts/pages and events with their slugs per language and main image. */
export interface SitemapSource {
  kind: 'page' | 'post' | 'event'
  id: number
  updatedAt: string
  slugs: { hr: string; en: string }
  media: { id: number; title: string; extension: string } | null
}

interface SourceRow {
  id: number
  post_type?: string
  updated_at: string
  slug_hr: string
  slug_en: string
  media_id: number | null
  media_title: string | null
  media_ext: string | null
}

const sources = columns('sitemap sources')
const readSourceRow = (r: Row): SourceRow => ({
  id: sources.int(r, 'id'),
  ...(r.post_type === undefined ? {} : { post_type: sources.text(r, 'post_type') }),
  updated_at: sources.text(r, 'updated_at'),
  slug_hr: sources.text(r, 'slug_hr'),
  slug_en: sources.text(r, 'slug_en'),
  media_id: sources.nullableInt(r, 'media_id'),
  media_title: sources.nullableText(r, 'media_title'),
  media_ext: sources.nullableText(r, 'media_ext'),
})

const toSource =
  (kind: (row: SourceRow) => SitemapSource['kind']) =>
  (row: SourceRow): SitemapSource => ({
    kind: kind(row),
    id: row.id,
    updatedAt: row.updated_at,
    slugs: { hr: row.slug_hr, en: row.slug_en },
    media:
      row.media_id !== null && row.media_title !== null && row.media_ext !== null
        ? { id: row.media_id, title: row.media_title, extension: row.media_ext }
        : null,
  })

export async function sitemapSources(db: D1Database): Promise<SitemapSource[]> {
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
  return [
    ...batchRows(posts, readSourceRow).map(toSource((row) => (row.post_type === 'page' ? 'page' : 'post'))),
    ...batchRows(events, readSourceRow).map(toSource(() => 'event')),
  ]
}
