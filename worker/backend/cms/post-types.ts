import type { Paging } from '../http'

/** Post types (table post_types): the admin's page templates. */
export interface PostType {
  id: number
  slug: string
  title: string
  createdAt: string
}

interface PostTypeRow {
  id: number
  slug: string
  title: string
  created_at: string
}

const toPostType = (row: PostTypeRow): PostType => ({ id: row.id, slug: row.slug, title: row.title, createdAt: row.created_at })

/** Creates the type; null when the slug is taken. */
export async function createPostType(db: D1Database, slug: string, title: string): Promise<PostType | null> {
  const row = await db.prepare('INSERT INTO post_types (slug, title) VALUES (?, ?) ON CONFLICT (slug) DO NOTHING RETURNING *').bind(slug, title).first<PostTypeRow>()
  return row ? toPostType(row) : null
}

export async function listPostTypes(db: D1Database, page: Paging): Promise<{ postTypes: PostType[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.prepare('SELECT * FROM post_types ORDER BY id LIMIT ? OFFSET ?').bind(page.limit, page.offset).all<PostTypeRow>(),
    db.prepare('SELECT COUNT(*) AS n FROM post_types').first<{ n: number }>(),
  ])
  return { postTypes: rows.results.map(toPostType), total: count?.n ?? 0 }
}

export async function findPostType(db: D1Database, id: number): Promise<PostType | null> {
  const row = await db.prepare('SELECT * FROM post_types WHERE id = ?').bind(id).first<PostTypeRow>()
  return row ? toPostType(row) : null
}

/** How many posts use the type. */
export async function postTypeUsage(db: D1Database, id: number): Promise<number> {
  return (await db.prepare('SELECT COUNT(*) AS n FROM posts WHERE post_type_id = ?').bind(id).first<{ n: number }>())?.n ?? 0
}

export async function deletePostType(db: D1Database, id: number): Promise<void> {
  await db.prepare('DELETE FROM post_types WHERE id = ?').bind(id).run()
}
