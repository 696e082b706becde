import type { Locale } from '../../../contract/locales'
import type { SlugSearchResult } from '../../../contract/dto/cms'
import { containsSql } from '../contains-text'
import { visiblePostSql } from './visibility'
import { allRows, columns, type Row } from '../rows'

interface SlugRow {
  id: number
  resource_type: SlugSearchResult['resourceType']
  title: string
  slug: string
  slug_hr: string | null
  slug_en: string | null
}

const slugs = columns('slug_search')
const readSlugRow = (r: Row): SlugRow => ({
  id: slugs.int(r, 'id'),
  resource_type: slugs.oneOf(r, 'resource_type', ['post', 'page', 'term']),
  title: slugs.text(r, 'title'),
  slug: slugs.text(r, 'slug'),
  slug_hr: slugs.nullableText(r, 'slug_hr'),
  slug_en: slugs.nullableText(r, 'slug_en'),
})

/** Posts/pages visitors may see and terms whose slug or title contains `term` (in `language`), with their slugs per language. */
export async function searchSlugs(
  db: D1Database,
  language: Locale,
  term: string,
  limit: number,
): Promise<SlugSearchResult[]> {
  const results = await allRows(
    db
      .prepare(
        `SELECT * FROM (
         SELECT p.id, CASE WHEN ty.slug = 'page' THEN 'page' ELSE 'post' END AS resource_type, tr.title, tr.slug,
           (SELECT slug FROM post_translations WHERE post_id = p.id AND language = 'hr') AS slug_hr,
           (SELECT slug FROM post_translations WHERE post_id = p.id AND language = 'en') AS slug_en
         FROM posts p JOIN post_types ty ON ty.id = p.post_type_id
         JOIN post_translations tr ON tr.post_id = p.id AND tr.language = ?1
         WHERE ${visiblePostSql('p')} AND (${containsSql('tr.slug', '?2')} OR ${containsSql('tr.title', '?2')})
         UNION ALL
         SELECT t.id, 'term', tr.title, tr.slug,
           (SELECT slug FROM term_translations WHERE term_id = t.id AND language = 'hr'),
           (SELECT slug FROM term_translations WHERE term_id = t.id AND language = 'en')
         FROM terms t JOIN term_translations tr ON tr.term_id = t.id AND tr.language = ?1
         WHERE ${containsSql('tr.slug', '?2')} OR ${containsSql('tr.title', '?2')}
       ) ORDER BY slug LIMIT ?3`,
      )
      .bind(language, term, limit),
    readSlugRow,
  )
  return results.map((r) => ({
    id: r.id,
    resourceType: r.resource_type,
    title: r.title,
    slug: r.slug,
    slugs: { hr: r.slug_hr ?? r.slug, en: r.slug_en ?? r.slug_hr ?? r.slug },
  }))
}
