import type { Locale } from '../../../contract/locales'
import type { TagFilterResponse } from '../../../contract/dto/catalogue'
import { LISTABLE_SQL } from './sql'
import { containsSql } from '../contains-text'
import { batchRows, columns, type Row } from '../rows'

const tags = columns('tags')
const readTag = (r: Row) => ({
  id: tags.int(r, 'id'),
  name: tags.text(r, 'name'),
  slug: tags.text(r, 'slug'),
  slug_hr: tags.text(r, 'slug_hr'),
  slug_en: tags.text(r, 'slug_en'),
  product_count: tags.int(r, 'product_count'),
})
const readCount = (r: Row) => tags.int(r, 'n')

/** tag/filter: tags with their listed-product counts, by name, optionally matching keywords. */
export async function filterTags(
  db: D1Database,
  body: { page?: number; limit?: number; keywords?: string },
  lang: Locale,
): Promise<TagFilterResponse> {
  const page = body.page ?? 1
  const limit = body.limit ?? 100
  const keywords = (body.keywords ?? '').trim()
  const where = keywords
    ? `WHERE EXISTS (SELECT 1 FROM tag_translations k WHERE k.tag_id = tg.id AND ${containsSql('k.name', '?2')})`
    : "WHERE ?2 = ''"
  const [count, rows] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS n FROM tags tg ${where.replace('?2', '?1')}`).bind(keywords),
    db
      .prepare(
        `SELECT tg.id, COALESCE(t.name, th.name) AS name, COALESCE(t.slug, th.slug) AS slug, th.slug AS slug_hr, COALESCE(te.slug, th.slug) AS slug_en,
           (SELECT COUNT(*) FROM product_tags pt JOIN products p ON p.id = pt.product_id WHERE pt.tag_id = tg.id AND p.archived = 0 AND ${LISTABLE_SQL}) AS product_count
         FROM tags tg
         LEFT JOIN tag_translations t ON t.tag_id = tg.id AND t.language = ?1
         LEFT JOIN tag_translations th ON th.tag_id = tg.id AND th.language = 'hr'
         LEFT JOIN tag_translations te ON te.tag_id = tg.id AND te.language = 'en'
         ${where} ORDER BY name COLLATE NOCASE, tg.id LIMIT ?3 OFFSET ?4`,
      )
      .bind(lang, keywords, limit, (page - 1) * limit),
  ])
  const total = batchRows(count, readCount)[0] ?? 0
  const records = batchRows(rows, readTag).map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    slugs: { hr: r.slug_hr, en: r.slug_en },
    productCount: r.product_count,
  }))
  return { records, pagination: { page, limit, totalPages: Math.ceil(total / limit), totalRecords: total } }
}
