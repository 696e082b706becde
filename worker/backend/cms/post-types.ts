import type { Locale } from '../../../contract/locales'
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

const toPostType = (row: PostTypeRow): PostType => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  createdAt: row.created_at,
})

/** Creates the type; null when the slug is taken. */
export async function createPostType(db: D1Database, slug: string, title: string): Promise<PostType | null> {
  const row = await db
    .prepare('INSERT INTO post_types (slug, title) VALUES (?, ?) ON CONFLICT (slug) DO NOTHING RETURNING *')
    .bind(slug, title)
    .first<PostTypeRow>()
  return row ? toPostType(row) : null
}

export async function listPostTypes(db: D1Database, page: Paging): Promise<{ postTypes: PostType[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .prepare('SELECT * FROM post_types ORDER BY id LIMIT ? OFFSET ?')
      .bind(page.limit, page.offset)
      .all<PostTypeRow>(),
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
  return (
    (await db.prepare('SELECT COUNT(*) AS n FROM posts WHERE post_type_id = ?').bind(id).first<{ n: number }>())?.n ?? 0
  )
}

export async function deletePostType(db: D1Database, id: number): Promise<void> {
  await db.prepare('DELETE FROM post_types WHERE id = ?').bind(id).run()
}

/** The type's row as the admin's template preview shows it (snake_case `created_at`, as stored). */
export async function findPostTypeRowBySlug(
  db: D1Database,
  slug: string,
): Promise<Pick<PostTypeRow, 'id' | 'slug' | 'title' | 'created_at'> | null> {
  return db
    .prepare('SELECT id, slug, title, created_at FROM post_types WHERE slug = ?')
    .bind(slug)
    .first<Pick<PostTypeRow, 'id' | 'slug' | 'title' | 'created_at'>>()
}

export interface PostOfTypeRow {
  id: number
  status: 'published' | 'draft'
  title: string
  slug: string
  hr_slug: string | null
}

/** The newest `limit` posts of a type in `lang` (with their Croatian slug, for the path) and how many there are. */
export async function latestPostsOfType(
  db: D1Database,
  lang: Locale,
  postTypeId: number,
  limit: number,
): Promise<{ rows: PostOfTypeRow[]; total: number }> {
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT p.id, p.status, t.title, t.slug, hr.slug AS hr_slug FROM posts p
         JOIN post_translations t ON t.post_id = p.id AND t.language = ?1
         LEFT JOIN post_translations hr ON hr.post_id = p.id AND hr.language = 'hr'
         WHERE p.post_type_id = ?2 ORDER BY p.id DESC LIMIT ?3`,
      )
      .bind(lang, postTypeId, limit),
    db.prepare('SELECT COUNT(*) AS total FROM posts WHERE post_type_id = ?').bind(postTypeId),
  ])
  return {
    rows: (rows?.results ?? []) as PostOfTypeRow[],
    total: ((count?.results ?? [])[0] as { total: number } | undefined)?.total ?? 0,
  }
}
