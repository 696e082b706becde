import type { Locale } from '../../../contract/locales'
import type { MediaUse } from '../../../contract/dto/media'
import { batchRows, columns, type Row } from '../rows'

/**
 * Where a media file is used: product galleries, category, post, term, event and document images,
 * and the images of page sections (live pages and drafts). A file that is used is not deleted —
 * the rows pointing at it would lose their picture without anyone being told.
 */

/** The name of a row in `?2`'s language, else Croatian. */
const named = (table: string, key: string, column: string, owner: string) =>
  `COALESCE((SELECT ${column} FROM ${table} WHERE ${key} = ${owner} AND language = ?2), (SELECT ${column} FROM ${table} WHERE ${key} = ${owner} AND language = 'hr'), '')`

/** Each place a file can be used (D1 allows only a few terms in one compound SELECT: one query each, in one batch). */
const USES = [
  `SELECT 'product' AS kind, pm.product_id AS id, ${named('product_translations', 'product_id', 'name', 'pm.product_id')} AS title FROM product_media pm WHERE pm.media_id = ?1`,
  `SELECT 'category' AS kind, c.id, ${named('category_translations', 'category_id', 'name', 'c.id')} AS title FROM categories c WHERE c.media_id = ?1`,
  `SELECT 'post' AS kind, p.id, ${named('post_translations', 'post_id', 'title', 'p.id')} AS title FROM posts p WHERE p.media_id = ?1`,
  `SELECT 'term' AS kind, t.id, ${named('term_translations', 'term_id', 'title', 't.id')} AS title FROM terms t WHERE t.media_id = ?1`,
  `SELECT 'event' AS kind, e.id, ${named('event_translations', 'event_id', 'title', 'e.id')} AS title FROM events e WHERE e.media_id = ?1`,
  `SELECT 'document' AS kind, d.id, ${named('document_translations', 'document_id', 'title', 'd.id')} AS title FROM documents d WHERE d.media_id = ?1`,
  `SELECT DISTINCT 'page' AS kind, pt.post_id AS id, ${named('post_translations', 'post_id', 'title', 'pt.post_id')} AS title FROM post_translations pt, json_tree(pt.sections) j WHERE j.key = 'id' AND j.value = ?1 AND j.path LIKE '%image%'`,
  `SELECT DISTINCT 'page' AS kind, d.post_id AS id, ${named('post_translations', 'post_id', 'title', 'd.post_id')} AS title FROM page_drafts d, json_tree(d.sections) j WHERE j.key = 'id' AND j.value = ?1 AND j.path LIKE '%image%'`,
  `SELECT 'post' AS kind, d.post_id AS id, ${named('post_translations', 'post_id', 'title', 'd.post_id')} AS title FROM page_drafts d WHERE json_extract(d.post_fields, '$.image.id') = ?1`,
] as const

const uses = columns('media uses')
const readUse = (r: Row): MediaUse => ({
  kind: uses.oneOf(r, 'kind', ['product', 'category', 'post', 'term', 'event', 'document', 'page']),
  id: uses.int(r, 'id'),
  title: uses.text(r, 'title'),
})

export async function mediaUses(db: D1Database, mediaId: number, language: Locale = 'hr'): Promise<MediaUse[]> {
  const results = await db.batch(USES.map((sql) => db.prepare(`${sql} LIMIT 20`).bind(mediaId, language)))
  const seen = new Set<string>()
  return results
    .flatMap((result) => batchRows(result, readUse))
    .filter((use) => !seen.has(`${use.kind}:${use.id}`) && seen.add(`${use.kind}:${use.id}`))
}
