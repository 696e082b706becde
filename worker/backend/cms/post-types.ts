import type { Locale } from '../../../contract/locales'
import type { Paging } from '../http'
import { allRows, batchRows, columns, countOf, firstRow, type Row } from '../rows'

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

const postTypes = columns('post_types')
const readPostTypeRow = (r: Row): PostTypeRow => ({
  id: postTypes.int(r, 'id'),
  slug: postTypes.text(r, 'slug'),
  title: postTypes.text(r, 'title'),
  created_at: postTypes.text(r, 'created_at'),
})

const toPostType = (row: PostTypeRow): PostType => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  createdAt: row.created_at,
})

/** Creates the type; null when the slug is taken. */
export async function createPostType(db: D1Database, slug: string, title: string): Promise<PostType | null> {
  const row = await firstRow(
    db
      .prepare('INSERT INTO post_types (slug, title) VALUES (?, ?) ON CONFLICT (slug) DO NOTHING RETURNING *')
      .bind(slug, title),
    readPostTypeRow,
  )
  return row ? toPostType(row) : null
}

export async function listPostTypes(db: D1Database, page: Paging): Promise<{ postTypes: PostType[]; total: number }> {
  const [rows, count] = await Promise.all([
    allRows(
      db.prepare('SELECT * FROM post_types ORDER BY id LIMIT ? OFFSET ?').bind(page.limit, page.offset),
      readPostTypeRow,
    ),
    countOf(db.prepare('SELECT COUNT(*) AS n FROM post_types')),
  ])
  return { postTypes: rows.map(toPostType), total: count }
}

export async function findPostType(db: D1Database, id: number): Promise<PostType | null> {
  const row = await firstRow(db.prepare('SELECT * FROM post_types WHERE id = ?').bind(id), readPostTypeRow)
  return row ? toPostType(row) : null
}

/** How many posts use the type. */
export async function postTypeUsage(db: D1Database, id: number): Promise<number> {
  return await countOf(db.prepare('SELECT COUNT(*) AS n FROM posts WHERE post_type_id = ?').bind(id))
}

export async function deletePostType(db: D1Database, id: number): Promise<void> {
  await db.prepare('DELETE FROM post_types WHERE id = ?').bind(id).run()
}

/** The type's row as the admin's template preview shows it (snake_case `created_at`, as stored). */
export async function findPostTypeRowBySlug(
  db: D1Database,
  slug: string,
): Promise<Pick<PostTypeRow, 'id' | 'slug' | 'title' | 'created_at'> | null> {
  return firstRow(
    db.prepare('SELECT id, slug, title, created_at FROM post_types WHERE slug = ?').bind(slug),
    readPostTypeRow,
  )
}

export interface PostOfTypeRow {
  id: number
  status: 'published' | 'draft'
  title: string
  slug: string
  hr_slug: string | null
}

const posts = columns('posts')
const readPostOfTypeRow = (r: Row): PostOfTypeRow => ({
  id: posts.int(r, 'id'),
  status: posts.oneOf(r, 'status', ['published', 'draft']),
  title: posts.text(r, 'title'),
  slug: posts.text(r, 'slug'),
  hr_slug: posts.nullableText(r, 'hr_slug'),
})

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
    rows: batchRows(rows, readPostOfTypeRow),
    total: batchRows(count, (r) => posts.int(r, 'total'))[0] ?? 0,
  }
}
