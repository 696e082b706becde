import type { CommentResourceType, CommentStatus } from '../../../contract/dto/cms'
import { COMMENT_STATUSES } from '../../../contract/schemas/engagement'
import { allRows, columns, countOf, firstRow, type Row } from '../rows'

/** Comments and product reviews (comments table), each with its author's public name. */
export interface CommentRow {
  id: number
  resource_type: CommentResourceType
  resource_id: number
  user_id: number
  body: string
  rating: number | null
  status: CommentStatus
  created_at: string
  updated_at: string
  first_name: string | null
  last_name: string | null
}

const comments = columns('comments')
const readCommentRow = (r: Row): CommentRow => ({
  id: comments.int(r, 'id'),
  resource_type: comments.oneOf(r, 'resource_type', ['post', 'product']),
  resource_id: comments.int(r, 'resource_id'),
  user_id: comments.int(r, 'user_id'),
  body: comments.text(r, 'body'),
  rating: comments.nullableInt(r, 'rating'),
  status: comments.oneOf(r, 'status', COMMENT_STATUSES),
  created_at: comments.text(r, 'created_at'),
  updated_at: comments.text(r, 'updated_at'),
  first_name: comments.nullableText(r, 'first_name'),
  last_name: comments.nullableText(r, 'last_name'),
})
const readId = (r: Row) => ({ id: comments.int(r, 'id') })
const readCommentsEnabled = (r: Row) => ({ comments_enabled: columns('posts').flag(r, 'comments_enabled') })

export interface Comment {
  id: number
  resourceType: CommentResourceType
  resourceId: number
  userId: number
  body: string
  rating: number | null
  status: CommentStatus
  /** First name and last initial ("Ana K."); "Korisnik" when the author has no name. */
  authorName: string
  createdAt: string
  updatedAt: string
}

export function toComment(row: CommentRow): Comment {
  const initial = row.last_name ? ` ${row.last_name.slice(0, 1)}.` : ''
  return {
    id: row.id,
    resourceType: row.resource_type,
    resourceId: row.resource_id,
    userId: row.user_id,
    body: row.body,
    rating: row.rating,
    status: row.status,
    authorName: `${row.first_name ?? ''}${initial}`.trim() || 'Korisnik',
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

const SELECT = 'SELECT c.*, u.first_name, u.last_name FROM comments c LEFT JOIN users u ON u.id = c.user_id'
const VISIBLE = "c.resource_type = ?1 AND c.resource_id = ?2 AND (c.status = 'published' OR c.user_id = ?3)"

/** A page of a resource's comments a viewer sees: the published ones and the viewer's own. */
export async function listVisibleComments(
  db: D1Database,
  resource: { type: CommentResourceType; id: number },
  viewerId: number | null,
  page: { limit: number; offset: number },
): Promise<{ comments: Comment[]; total: number }> {
  const [rows, count] = await Promise.all([
    allRows(
      db
        .prepare(`${SELECT} WHERE ${VISIBLE} ORDER BY c.created_at DESC, c.id DESC LIMIT ?4 OFFSET ?5`)
        .bind(resource.type, resource.id, viewerId ?? -1, page.limit, page.offset),
      readCommentRow,
    ),
    countOf(
      db
        .prepare(`SELECT COUNT(*) AS n FROM comments c WHERE ${VISIBLE}`)
        .bind(resource.type, resource.id, viewerId ?? -1),
    ),
  ])
  return { comments: rows.map(toComment), total: count }
}

export async function getComment(db: D1Database, id: number): Promise<Comment | null> {
  const row = await firstRow(db.prepare(`${SELECT} WHERE c.id = ?`).bind(id), readCommentRow)
  return row ? toComment(row) : null
}

/** Whether a commented resource exists and accepts comments (posts can switch them off). */
export async function commentTarget(
  db: D1Database,
  type: CommentResourceType,
  id: number,
): Promise<'missing' | 'closed' | 'open'> {
  if (type === 'post') {
    const post = await firstRow(
      db.prepare("SELECT comments_enabled FROM posts WHERE id = ? AND status = 'published'").bind(id),
      readCommentsEnabled,
    )
    if (!post) return 'missing'
    return post.comments_enabled === 1 ? 'open' : 'closed'
  }
  const product = await firstRow(
    db.prepare('SELECT id FROM products WHERE id = ? AND archived = 0 AND published = 1').bind(id),
    readId,
  )
  return product ? 'open' : 'missing'
}

export async function hasProductReview(db: D1Database, productId: number, userId: number): Promise<boolean> {
  const row = await firstRow(
    db
      .prepare("SELECT id FROM comments WHERE resource_type = 'product' AND resource_id = ? AND user_id = ?")
      .bind(productId, userId),
    readId,
  )
  return row !== null
}

export interface NewComment {
  resourceType: CommentResourceType
  resourceId: number
  userId: number
  body: string
  rating: number | null
}

/** Inserts a comment (pending by the table default) and returns it. */
export async function insertComment(db: D1Database, c: NewComment): Promise<Comment> {
  const row = await firstRow(
    db
      .prepare(
        'INSERT INTO comments (resource_type, resource_id, user_id, body, rating) VALUES (?, ?, ?, ?, ?) RETURNING id',
      )
      .bind(c.resourceType, c.resourceId, c.userId, c.body, c.rating),
    readId,
  )
  if (!row) throw new Error('comment insert returned no row')
  const created = await getComment(db, row.id)
  if (!created) throw new Error('comment vanished after insert')
  return created
}

export async function updateComment(
  db: D1Database,
  id: number,
  c: { body: string; rating: number | null; status: CommentStatus; updatedAt: string },
): Promise<void> {
  await db
    .prepare('UPDATE comments SET body = ?, rating = ?, status = ?, updated_at = ? WHERE id = ?')
    .bind(c.body, c.rating, c.status, c.updatedAt, id)
    .run()
}
