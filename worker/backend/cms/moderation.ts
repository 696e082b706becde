import type { AdminCommentRow, ModerationPurge } from '../../../contract/dto/admin'
import type { CommentResourceType, CommentStatus } from '../../../contract/dto/cms'
import type { Locale } from '../../../contract/locales'
import { LOCALES } from '../../../contract/locales'
import { postPath, productPath } from '../cms/paths'
import { recomputeProductRating } from '../cms/product-rating'
import { containsSql } from '../contains-text'
import { allRows, batchRows, columns, firstRow, type Row } from '../rows'
import { COMMENT_STATUSES } from '../../../contract/schemas/engagement'

const readLanguageSlug = (r: Row) => ({
  language: columns('translations').oneOf(r, 'language', LOCALES),
  slug: columns('translations').text(r, 'slug'),
})
const comments = columns('comments')
const readCommentRef = (r: Row) => ({
  id: comments.int(r, 'id'),
  resource_type: comments.oneOf(r, 'resource_type', ['post', 'product']),
  resource_id: comments.int(r, 'resource_id'),
  status: comments.oneOf(r, 'status', COMMENT_STATUSES),
})

/** The moderation queue of reviews and comments (issue 16). */

interface QueueRow {
  id: number
  resource_type: CommentResourceType
  resource_id: number
  body: string
  rating: number | null
  status: CommentStatus
  created_at: string
  first_name: string | null
  last_name: string | null
  email: string | null
  title: string | null
  slug: string | null
  hr_slug: string | null
}

const readQueueRow = (r: Row): QueueRow => ({
  id: comments.int(r, 'id'),
  resource_type: comments.oneOf(r, 'resource_type', ['post', 'product']),
  resource_id: comments.int(r, 'resource_id'),
  body: comments.text(r, 'body'),
  rating: comments.nullableInt(r, 'rating'),
  status: comments.oneOf(r, 'status', COMMENT_STATUSES),
  created_at: comments.text(r, 'created_at'),
  first_name: comments.nullableText(r, 'first_name'),
  last_name: comments.nullableText(r, 'last_name'),
  email: comments.nullableText(r, 'email'),
  title: comments.nullableText(r, 'title'),
  slug: comments.nullableText(r, 'slug'),
  hr_slug: comments.nullableText(r, 'hr_slug'),
})

export interface QueueFilter {
  status: CommentStatus
  type?: CommentResourceType
  /** One product's or post's entries (with `type`). */
  resourceId?: number
  q?: string
}

/** The title and slug of the commented product or post, in the request's language. */
const RESOURCE_SQL = `
  CASE c.resource_type WHEN 'product' THEN (SELECT name FROM product_translations WHERE product_id = c.resource_id AND language = ?1)
                       ELSE (SELECT title FROM post_translations WHERE post_id = c.resource_id AND language = ?1) END AS title,
  CASE c.resource_type WHEN 'product' THEN (SELECT slug FROM product_translations WHERE product_id = c.resource_id AND language = ?1)
                       ELSE (SELECT slug FROM post_translations WHERE post_id = c.resource_id AND language = ?1) END AS slug,
  CASE c.resource_type WHEN 'post' THEN (SELECT slug FROM post_translations WHERE post_id = c.resource_id AND language = 'hr') END AS hr_slug`

export async function listQueue(
  db: D1Database,
  lang: Locale,
  filter: QueueFilter,
  limit: number,
  offset: number,
): Promise<{ rows: AdminCommentRow[]; total: number }> {
  const where = ['c.status = ?2']
  const binds: unknown[] = [lang, filter.status]
  if (filter.type) {
    where.push(`c.resource_type = ?${binds.length + 1}`)
    binds.push(filter.type)
  }
  if (filter.type && filter.resourceId) {
    where.push(`c.resource_id = ?${binds.length + 1}`)
    binds.push(filter.resourceId)
  }
  if (filter.q) {
    const n = binds.length + 1
    where.push(
      `(${containsSql('c.body', `?${n}`)} OR ${containsSql('u.email', `?${n}`)} OR ${containsSql('u.first_name', `?${n}`)})`,
    )
    binds.push(filter.q)
  }
  const clause = where.join(' AND ')
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT c.id, c.resource_type, c.resource_id, c.body, c.rating, c.status, c.created_at, u.first_name, u.last_name, u.email, ${RESOURCE_SQL}
         FROM comments c LEFT JOIN users u ON u.id = c.user_id WHERE ${clause} ORDER BY c.id DESC LIMIT ?${binds.length + 1} OFFSET ?${binds.length + 2}`,
      )
      .bind(...binds, limit, offset),
    // ?1 (the language) is only in the titles: the count names it too, so the numbered binds line up.
    db
      .prepare(
        `SELECT COUNT(*) AS total FROM comments c LEFT JOIN users u ON u.id = c.user_id WHERE ${clause} AND ?1 IS NOT NULL`,
      )
      .bind(...binds),
  ])
  return {
    rows: batchRows(rows, readQueueRow).map((row) => ({
      id: row.id,
      resourceType: row.resource_type,
      resourceId: row.resource_id,
      resourceTitle: row.title ?? `#${row.resource_id}`,
      resourcePath:
        row.slug === null
          ? null
          : row.resource_type === 'product'
            ? productPath(row.slug, lang)
            : postPath(row.slug, lang, row.hr_slug ?? row.slug),
      author: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
      authorEmail: row.email ?? '',
      body: row.body,
      rating: row.rating,
      status: row.status,
      createdAt: row.created_at,
    })),
    total: ((count?.results ?? [])[0] as { total: number } | undefined)?.total ?? 0,
  }
}

export async function purgeTargets(
  db: D1Database,
  type: CommentResourceType,
  resourceId: number,
): Promise<ModerationPurge> {
  const table = type === 'product' ? 'product_translations' : 'post_translations'
  const key = type === 'product' ? 'product_id' : 'post_id'
  const results = await allRows(
    db.prepare(`SELECT language, slug FROM ${table} WHERE ${key} = ?`).bind(resourceId),
    readLanguageSlug,
  )
  const hrSlug = results.find((row) => row.language === 'hr')?.slug ?? ''
  const paths = results
    .filter((row) => LOCALES.includes(row.language))
    .map((row) => (type === 'product' ? productPath(row.slug, row.language) : postPath(row.slug, row.language, hrSlug)))
  return { paths, productSlugs: type === 'product' ? results.map((row) => row.slug) : [] }
}

export interface CommentRef {
  id: number
  resourceType: CommentResourceType
  resourceId: number
  status: CommentStatus
}

export async function findCommentRef(db: D1Database, id: number): Promise<CommentRef | null> {
  const row = await firstRow(
    db.prepare('SELECT id, resource_type, resource_id, status FROM comments WHERE id = ?').bind(id),
    readCommentRef,
  )
  return row ? { id: row.id, resourceType: row.resource_type, resourceId: row.resource_id, status: row.status } : null
}

/** Publishes, rejects or sends back a review or comment; a product's rating follows its published reviews. */
export async function decide(db: D1Database, ref: CommentRef, status: CommentStatus): Promise<void> {
  await db
    .prepare("UPDATE comments SET status = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?")
    .bind(status, ref.id)
    .run()
  if (ref.resourceType === 'product') await recomputeProductRating(db, ref.resourceId)
}

export async function deleteComment(db: D1Database, ref: CommentRef): Promise<void> {
  await db.prepare('DELETE FROM comments WHERE id = ?').bind(ref.id).run()
  if (ref.resourceType === 'product') await recomputeProductRating(db, ref.resourceId)
}
