import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import type { AdminCommentRow } from '../../../contract/dto/admin'
import type { BackendEnv } from '../context'
import { IdParamSchema, ok, pageForms, validate } from '../http'
import { ADMIN_PER_PAGE, NOT_FOUND_TEXT, adminError, adminPaging, listQuery } from './guard'
import { decide, deleteComment, findCommentRef, listQueue, purgeTargets } from './moderation'

/**
 * Reviews and comments (issue 16): the queue by status and kind, approve / reject / back to the
 * queue, delete. Every answer names the pages the decision changes, so the edge purges exactly those.
 */
export const adminModerationRoutes = new Hono<BackendEnv>()

const STATUSES = ['pending', 'published', 'rejected'] as const
const QueueQuery = listQuery({
  status: v.optional(v.picklist(STATUSES, 'Unknown status.'), 'pending'),
  type: v.optional(v.union([v.literal(''), v.picklist(['product', 'post'], 'Unknown kind.')])),
  resource: v.optional(v.pipe(v.string(), v.regex(/^\d{0,12}$/, 'resource must be a number.'))),
})

adminModerationRoutes.get('/api/v1/admin/comments', validate('query', QueueQuery), async (c) => {
  const query = c.req.valid('query')
  const p = adminPaging(query.page)
  const { rows, total } = await listQueue(
    c.env.DB,
    c.get('lang'),
    {
      status: query.status,
      type: query.type || undefined,
      resourceId: query.resource ? Number(query.resource) : undefined,
      q: query.q || undefined,
    },
    p.limit,
    p.offset,
  )
  return ok(c, pageForms.lastPage<AdminCommentRow>(rows, total, { ...p, limit: ADMIN_PER_PAGE }))
})

async function commentOf(c: Context<BackendEnv>, id: number) {
  const ref = await findCommentRef(c.env.DB, id)
  if (!ref) throw adminError(404, 'COMMENT_NOT_FOUND', c.get('lang'), NOT_FOUND_TEXT)
  return ref
}

const DecisionSchema = v.object({ status: v.picklist(STATUSES, 'status must be pending, published or rejected') })

adminModerationRoutes.post(
  '/api/v1/admin/comments/:id/decide',
  validate('param', IdParamSchema),
  validate('json', DecisionSchema),
  async (c) => {
    const ref = await commentOf(c, c.req.valid('param').id)
    const { status } = c.req.valid('json')
    await decide(c.env.DB, ref, status)
    return ok(c, { id: ref.id, status, purge: await purgeTargets(c.env.DB, ref.resourceType, ref.resourceId) })
  },
)

adminModerationRoutes.delete('/api/v1/admin/comments/:id', validate('param', IdParamSchema), async (c) => {
  const ref = await commentOf(c, c.req.valid('param').id)
  await deleteComment(c.env.DB, ref)
  return ok(c, { id: ref.id, deleted: true, purge: await purgeTargets(c.env.DB, ref.resourceType, ref.resourceId) })
})
