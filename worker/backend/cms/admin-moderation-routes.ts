import type { Context } from 'hono'
import type { AdminCommentRow } from '../../../contract/dto/admin'
import type { BackendEnv } from '../context'
import { ok, pageForms, refuse } from '../http'
import { endpointRoutes } from '../routing'
import { engagementAdmin } from '../../../contract/endpoints/engagement-admin'
import { ADMIN_PER_PAGE, adminPaging } from '../admin-lists'
import { decide, deleteComment, findCommentRef, listQueue, purgeTargets } from './moderation'

/**
 * Reviews and comments (issue 16): the queue by status and kind, approve / reject / back to the
 * queue, delete. Every answer names the pages the decision changes, so the edge purges exactly those.
 */
export const adminModerationRoutes = endpointRoutes('api/v1/admin/comments')

adminModerationRoutes.on(engagementAdmin.adminComments, async (c) => {
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
  if (!ref) throw refuse(404, 'COMMENT_NOT_FOUND')
  return ref
}

adminModerationRoutes.on(engagementAdmin.adminCommentDecide, async (c) => {
  const ref = await commentOf(c, c.req.valid('param').id)
  const { status } = c.req.valid('json')
  await decide(c.env.DB, ref, status)
  return ok(c, { id: ref.id, status, purge: await purgeTargets(c.env.DB, ref.resourceType, ref.resourceId) })
})

adminModerationRoutes.on(engagementAdmin.adminCommentDelete, async (c) => {
  const ref = await commentOf(c, c.req.valid('param').id)
  await deleteComment(c.env.DB, ref)
  return ok(c, {
    id: ref.id,
    deleted: true as const,
    purge: await purgeTargets(c.env.DB, ref.resourceType, ref.resourceId),
  })
})
