import { Hono } from 'hono'
import * as v from 'valibot'
import type { CommentDto, CommentResourceType, CommentStatus } from '../../../contract/dto/cms'
import type { AccessClaims } from '../../lib/tokens'
import type { BackendEnv } from '../context'
import { BackendError, badRequest, conflict, forbidden, notFound, ok, pageForms, paging, unauthorized, validate } from '../http'
import { recomputeProductRating } from './product-rating'
import { LimitSchema, PageSchema, idParam, nowIso } from './shared'

/**
 * Comments on posts and reviews of products with the SPEC §5 rules: logged users only; a comment
 * or a rating; a rating needs a comment and a product comment needs a rating; one review per user
 * per product; only the author edits; stars 1–5; new comments wait for a backoffice user to publish.
 */
export const commentRoutes = new Hono<BackendEnv>()

export const COMMENT_MESSAGES = {
  loggedOnly: 'logged users only',
  sendCommentOrRating: 'send comment or rating',
  rateToComment: 'rate to comment',
  commentToRate: 'comment to rate',
  onlyOneReview: 'only one review per user',
  alreadyPosted: 'already posted review',
  editNotAllowed: 'comment edit not allowed',
  commentsDisabled: 'comments disabled',
  notFound: 'not found',
} as const

interface CommentRow {
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

function toDto(row: CommentRow, viewerId: number | null): CommentDto {
  const initial = row.last_name ? ` ${row.last_name.slice(0, 1)}.` : ''
  return {
    id: row.id,
    resourceType: row.resource_type,
    resourceId: row.resource_id,
    body: row.body,
    rating: row.rating,
    status: row.status,
    own: viewerId === row.user_id,
    user: { id: row.user_id, displayName: `${row.first_name ?? ''}${initial}`.trim() || 'Korisnik' },
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

const SELECT = 'SELECT c.*, u.first_name, u.last_name FROM comments c LEFT JOIN users u ON u.id = c.user_id'

function loggedUser(c: { get(key: 'apiUser'): AccessClaims | null }): AccessClaims {
  const user = c.get('apiUser')
  if (!user) throw unauthorized(COMMENT_MESSAGES.loggedOnly, 'LOGGED_USERS_ONLY')
  return user
}

const ResourceType = v.picklist(['post', 'product'], 'resourceType must be post or product')
const ResourceId = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))], 'resourceId is required'), v.integer(), v.minValue(1))
const Rating = v.optional(v.nullable(v.pipe(v.number('rating must be a number'), v.integer('rating must be a whole number of stars'), v.minValue(1, 'rating must be between 1 and 5'), v.maxValue(5, 'rating must be between 1 and 5'))))
const Body = v.optional(v.nullable(v.pipe(v.string('comment must be text'), v.trim(), v.maxLength(5000, 'comment is too long'))))

/** The commented resource must exist (and accept comments). */
async function assertResource(db: D1Database, type: CommentResourceType, id: number): Promise<void> {
  if (type === 'post') {
    const post = await db.prepare("SELECT comments_enabled FROM posts WHERE id = ? AND status = 'published'").bind(id).first<{ comments_enabled: number }>()
    if (!post) throw notFound(COMMENT_MESSAGES.notFound)
    if (post.comments_enabled !== 1) throw forbidden(COMMENT_MESSAGES.commentsDisabled, 'COMMENTS_DISABLED')
    return
  }
  const product = await db.prepare('SELECT id FROM products WHERE id = ? AND archived = 0').bind(id).first<{ id: number }>()
  if (!product) throw notFound(COMMENT_MESSAGES.notFound)
}

/** Content rules shared by create and update. */
function assertContent(type: CommentResourceType, body: string, rating: number | null): void {
  if (!body && rating === null) throw badRequest(COMMENT_MESSAGES.sendCommentOrRating, 'SEND_COMMENT_OR_RATING')
  if (rating !== null && !body) throw badRequest(COMMENT_MESSAGES.commentToRate, 'COMMENT_TO_RATE')
  if (type === 'product' && body && rating === null) throw badRequest(COMMENT_MESSAGES.rateToComment, 'RATE_TO_COMMENT')
}

commentRoutes.post(
  '/api/v1/comment/filterStandard',
  validate('json', v.object({ resourceType: ResourceType, resourceId: ResourceId, page: PageSchema, limit: LimitSchema(10) })),
  async (c) => {
    const body = c.req.valid('json')
    const viewerId = c.get('apiUser')?.userId ?? null
    const p = paging(body.page, body.limit)
    const where = "c.resource_type = ?1 AND c.resource_id = ?2 AND (c.status = 'published' OR c.user_id = ?3)"
    const [rows, count] = await Promise.all([
      c.env.DB.prepare(`${SELECT} WHERE ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT ?4 OFFSET ?5`)
        .bind(body.resourceType, body.resourceId, viewerId ?? -1, p.limit, p.offset)
        .all<CommentRow>(),
      c.env.DB.prepare(`SELECT COUNT(*) AS n FROM comments c WHERE ${where}`).bind(body.resourceType, body.resourceId, viewerId ?? -1).first<{ n: number }>(),
    ])
    return ok(c, pageForms.dataPagination(rows.results.map((r) => toDto(r, viewerId)), count?.n ?? 0, p))
  },
)

const CreateSchema = v.object({
  resourceType: ResourceType,
  resourceId: ResourceId,
  body: Body,
  comment: Body,
  rating: Rating,
})

commentRoutes.post('/api/v1/comment/create', async (c) => {
  // Logged users only: checked before the body so anonymous callers get the SPEC message.
  const user = loggedUser(c)
  let raw: unknown
  try {
    raw = await c.req.json()
  } catch {
    throw badRequest('Malformed JSON body.', 'BAD_JSON')
  }
  const parsed = v.safeParse(CreateSchema, raw)
  if (!parsed.success) {
    const issue = parsed.issues[0]
    const path = v.getDotPath(issue)
    throw badRequest(path ? `${path}: ${issue.message}` : issue.message, 'VALIDATION_ERROR')
  }
  const input = parsed.output
  const db = c.env.DB
  const body = input.body ?? input.comment ?? ''
  const rating = input.rating ?? null
  await assertResource(db, input.resourceType, input.resourceId)
  assertContent(input.resourceType, body, rating)
  if (input.resourceType === 'product') {
    const existing = await db.prepare("SELECT id FROM comments WHERE resource_type = 'product' AND resource_id = ? AND user_id = ?").bind(input.resourceId, user.userId).first<{ id: number }>()
    if (existing) throw conflict(COMMENT_MESSAGES.alreadyPosted, 'ALREADY_POSTED_REVIEW')
  }
  let row: { id: number } | null
  try {
    row = await db
      .prepare('INSERT INTO comments (resource_type, resource_id, user_id, body, rating) VALUES (?, ?, ?, ?, ?) RETURNING id')
      .bind(input.resourceType, input.resourceId, user.userId, body, rating)
      .first<{ id: number }>()
  } catch (error) {
    if (String(error).includes('UNIQUE')) throw conflict(COMMENT_MESSAGES.onlyOneReview, 'ONLY_ONE_REVIEW')
    if (String(error).includes('FOREIGN KEY')) throw new BackendError(401, 'LOGGED_USERS_ONLY', COMMENT_MESSAGES.loggedOnly)
    throw error
  }
  if (!row) throw new Error('comment insert returned no row')
  const created = await db.prepare(`${SELECT} WHERE c.id = ?`).bind(row.id).first<CommentRow>()
  if (!created) throw new Error('comment vanished after insert')
  return ok(c, toDto(created, user.userId), 201)
})

const UpdateSchema = v.object({
  body: Body,
  comment: Body,
  rating: Rating,
  status: v.optional(v.picklist(['pending', 'published'], 'status must be pending or published')),
})

commentRoutes.patch('/api/v1/comment/update/:id', async (c) => {
  const user = loggedUser(c)
  const id = idParam(c.req.param('id'))
  if (id === null) throw badRequest('Invalid comment id.')
  let raw: unknown
  try {
    raw = await c.req.json()
  } catch {
    throw badRequest('Malformed JSON body.', 'BAD_JSON')
  }
  const parsed = v.safeParse(UpdateSchema, raw)
  if (!parsed.success) {
    const issue = parsed.issues[0]
    const path = v.getDotPath(issue)
    throw badRequest(path ? `${path}: ${issue.message}` : issue.message, 'VALIDATION_ERROR')
  }
  const input = parsed.output
  const db = c.env.DB
  const existing = await db.prepare(`${SELECT} WHERE c.id = ?`).bind(id).first<CommentRow>()
  if (!existing) throw notFound(COMMENT_MESSAGES.notFound)
  const own = existing.user_id === user.userId
  if (!own && !user.isBackofficeUser) throw forbidden(COMMENT_MESSAGES.editNotAllowed, 'COMMENT_EDIT_NOT_ALLOWED')
  if (input.status !== undefined && input.status !== existing.status && !user.isBackofficeUser) throw forbidden(COMMENT_MESSAGES.editNotAllowed, 'COMMENT_EDIT_NOT_ALLOWED')
  const contentChanged = input.body !== undefined || input.comment !== undefined || input.rating !== undefined
  if (contentChanged && !own) throw forbidden(COMMENT_MESSAGES.editNotAllowed, 'COMMENT_EDIT_NOT_ALLOWED')
  const body = input.body ?? input.comment ?? existing.body
  const rating = input.rating !== undefined ? input.rating : existing.rating
  if (contentChanged) assertContent(existing.resource_type, body, rating)
  // An author's edit goes back to moderation unless the author is a backoffice user.
  const status: CommentStatus = input.status ?? (contentChanged && !user.isBackofficeUser ? 'pending' : existing.status)
  await db.prepare('UPDATE comments SET body = ?, rating = ?, status = ?, updated_at = ? WHERE id = ?').bind(body, rating, status, nowIso(), id).run()
  if (existing.resource_type === 'product' && (status !== existing.status || rating !== existing.rating)) {
    await recomputeProductRating(db, existing.resource_id)
  }
  const updated = await db.prepare(`${SELECT} WHERE c.id = ?`).bind(id).first<CommentRow>()
  if (!updated) throw notFound(COMMENT_MESSAGES.notFound)
  return ok(c, toDto(updated, user.userId))
})
