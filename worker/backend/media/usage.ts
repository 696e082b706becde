/**
 * Where a media file is used: product galleries, category, post, term, event and document images,
 * and the images of page sections (live pages and drafts). A file that is used is not deleted —
 * the rows pointing at it would lose their picture without anyone being told.
 */
export interface MediaUse {
  kind: 'product' | 'category' | 'post' | 'term' | 'event' | 'document' | 'page'
  id: number
}

/** Each place a file can be used (D1 allows only a few terms in one compound SELECT: one query each, in one batch). */
const USES = [
  "SELECT 'product' AS kind, product_id AS id FROM product_media WHERE media_id = ?1",
  "SELECT 'category' AS kind, id FROM categories WHERE media_id = ?1",
  "SELECT 'post' AS kind, id FROM posts WHERE media_id = ?1",
  "SELECT 'term' AS kind, id FROM terms WHERE media_id = ?1",
  "SELECT 'event' AS kind, id FROM events WHERE media_id = ?1",
  "SELECT 'document' AS kind, id FROM documents WHERE media_id = ?1",
  "SELECT DISTINCT 'page' AS kind, pt.post_id AS id FROM post_translations pt, json_tree(pt.sections) j WHERE j.key = 'id' AND j.value = ?1 AND j.path LIKE '%image%'",
  "SELECT DISTINCT 'page' AS kind, d.post_id AS id FROM page_drafts d, json_tree(d.sections) j WHERE j.key = 'id' AND j.value = ?1 AND j.path LIKE '%image%'",
  "SELECT 'post' AS kind, post_id AS id FROM page_drafts WHERE json_extract(post_fields, '$.image.id') = ?1",
] as const

export async function mediaUses(db: D1Database, mediaId: number): Promise<MediaUse[]> {
  const results = await db.batch<MediaUse>(USES.map((sql) => db.prepare(`${sql} LIMIT 20`).bind(mediaId)))
  return results.flatMap((result) => result.results)
}
