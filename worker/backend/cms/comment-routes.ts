import { createMiddleware } from 'hono/factory'
import { engagement } from '../../../contract/endpoints/engagement'
import type { CommentDto, CommentResourceType, CommentStatus } from '../../../contract/dto/cms'
import type { AccessClaims } from '../../lib/tokens'
import type { BackendEnv } from '../context'
import { ok, pageForms, paging, refuse } from '../http'
import { endpointRoutes } from '../routing'
import {
  commentTarget,
  getComment,
  hasProductReview,
  insertComment,
  listVisibleComments,
  updateComment,
  type Comment,
} from './comments'
import { recomputeProductRating } from './product-rating'
import { refuseOverThrottle } from '../request-budget'
import { nowIso } from './shared'

/**
 * Comments on posts and reviews of products with the SPEC §5 rules: logged users only; a comment
 * or a rating; a rating needs a comment and a product comment needs a rating; one review per user
 * per product; only the author edits; stars 1–5; new comments wait for a backoffice user to publish.
 */
export const commentRoutes = endpointRoutes('api/v1/comment')

function toDto(comment: Comment, viewerId: number | null): CommentDto {
  return {
    id: comment.id,
    resourceType: comment.resourceType,
    resourceId: comment.resourceId,
    body: comment.body,
    rating: comment.rating,
    status: comment.status,
    own: viewerId === comment.userId,
    user: { id: comment.userId, displayName: comment.authorName },
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
  }
}

function loggedUser(c: { get(key: 'apiUser'): AccessClaims | null }): AccessClaims {
  const user = c.get('apiUser')
  if (!user) throw refuse(401, 'LOGGED_USERS_ONLY')
  return user
}

/** The commented resource must exist (and accept comments). */
async function assertResource(db: D1Database, type: CommentResourceType, id: number): Promise<void> {
  const target = await commentTarget(db, type, id)
  if (target === 'missing') throw refuse(404, 'COMMENT_TARGET_NOT_FOUND')
  if (target === 'closed') throw refuse(403, 'COMMENTS_DISABLED')
}

/** Content rules shared by create and update. */
function assertContent(type: CommentResourceType, body: string, rating: number | null): void {
  if (!body && rating === null) throw refuse(400, 'SEND_COMMENT_OR_RATING')
  if (rating !== null && !body) throw refuse(400, 'COMMENT_TO_RATE')
  if (type === 'product' && body && rating === null) throw refuse(400, 'RATE_TO_COMMENT')
}

commentRoutes.on(engagement.commentFilter, async (c) => {
  const body = c.req.valid('json')
  const viewerId = c.get('apiUser')?.userId ?? null
  const p = paging(body.page, body.limit)
  const { comments, total } = await listVisibleComments(
    c.env.DB,
    { type: body.resourceType, id: body.resourceId },
    viewerId,
    p,
  )
  return ok(
    c,
    pageForms.dataPagination(
      comments.map((comment) => toDto(comment, viewerId)),
      total,
      p,
    ),
  )
})

/** Logged users only, with the SPEC's code (not the session guard's): the rows are `public` for this. */
const loggedOnly = createMiddleware<BackendEnv>(async (c, next) => {
  loggedUser(c)
  await next()
})

commentRoutes.on(
  engagement.commentCreate,
  async (c) => {
    const user = loggedUser(c)
    const input = c.req.valid('json')
    const db = c.env.DB
    const body = input.body ?? input.comment ?? ''
    const rating = input.rating ?? null
    await assertResource(db, input.resourceType, input.resourceId)
    assertContent(input.resourceType, body, rating)
    if (input.resourceType === 'product') {
      if (await hasProductReview(db, input.resourceId, user.userId)) throw refuse(409, 'ALREADY_POSTED_REVIEW')
    }
    // Per client, and per commenter (an account is what a comment is tied to).
    const refused = await refuseOverThrottle(c, 'comment', `user:${user.userId}`)
    if (refused) return refused
    let created: Comment
    try {
      created = await insertComment(db, {
        resourceType: input.resourceType,
        resourceId: input.resourceId,
        userId: user.userId,
        body,
        rating,
      })
    } catch (error) {
      if (String(error).includes('UNIQUE')) throw refuse(409, 'ONLY_ONE_REVIEW')
      if (String(error).includes('FOREIGN KEY')) throw refuse(401, 'LOGGED_USERS_ONLY')
      throw error
    }
    return ok(c, toDto(created, user.userId), 201)
  },
  loggedOnly,
)

commentRoutes.on(
  engagement.commentUpdate,
  async (c) => {
    const user = loggedUser(c)
    const { id } = c.req.valid('param')
    const input = c.req.valid('json')
    const db = c.env.DB
    const existing = await getComment(db, id)
    if (!existing) throw refuse(404, 'COMMENT_NOT_FOUND')
    const own = existing.userId === user.userId
    if (!own && !user.isBackofficeUser) throw refuse(403, 'COMMENT_EDIT_NOT_ALLOWED')
    if (input.status !== undefined && input.status !== existing.status && !user.isBackofficeUser)
      throw refuse(403, 'COMMENT_EDIT_NOT_ALLOWED')
    const contentChanged = input.body !== undefined || input.comment !== undefined || input.rating !== undefined
    if (contentChanged && !own) throw refuse(403, 'COMMENT_EDIT_NOT_ALLOWED')
    const body = input.body ?? input.comment ?? existing.body
    const rating = input.rating !== undefined ? input.rating : existing.rating
    if (contentChanged) assertContent(existing.resourceType, body, rating)
    // An author's edit goes back to moderation unless the author is a backoffice user.
    const status: CommentStatus =
      input.status ?? (contentChanged && !user.isBackofficeUser ? 'pending' : existing.status)
    await updateComment(db, id, { body, rating, status, updatedAt: nowIso() })
    if (existing.resourceType === 'product' && (status !== existing.status || rating !== existing.rating)) {
      await recomputeProductRating(db, existing.resourceId)
    }
    const updated = await getComment(db, id)
    if (!updated) throw refuse(404, 'COMMENT_NOT_FOUND')
    return ok(c, toDto(updated, user.userId))
  },
  loggedOnly,
)
