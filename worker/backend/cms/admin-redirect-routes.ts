import type { AdminFailedRequestRow, AdminRedirectRow } from '../../../contract/dto/admin'
import { ok, pageForms, refuse } from '../http'
import { endpointRoutes } from '../routing'
import { engagementAdmin } from '../../../contract/endpoints/engagement-admin'
import { ADMIN_PER_PAGE, adminPaging } from '../admin-lists'
import { createRedirect, deleteRedirect, dismissFailed, listFailed, listRedirects } from './redirects'

/** Redirects (issue 16): the failed-request log, most hit first, turned into redirects; the redirect list. */
export const adminRedirectRoutes = endpointRoutes('api/v1/admin/redirects')

adminRedirectRoutes.on(engagementAdmin.adminFailedRequests, async (c) => {
  const query = c.req.valid('query')
  const p = adminPaging(query.page)
  const { rows, total } = await listFailed(c.env.DB, query.q || undefined, p.limit, p.offset)
  return ok(c, pageForms.lastPage<AdminFailedRequestRow>(rows, total, { ...p, limit: ADMIN_PER_PAGE }))
})

adminRedirectRoutes.on(engagementAdmin.adminFailedRequestDismiss, async (c) => {
  const { id } = c.req.valid('param')
  if (!(await dismissFailed(c.env.DB, id))) throw refuse(404, 'FAILED_REQUEST_NOT_FOUND')
  return ok(c, { id, deleted: true as const })
})

adminRedirectRoutes.on(engagementAdmin.adminRedirects, async (c) => {
  const query = c.req.valid('query')
  const p = adminPaging(query.page)
  const { rows, total } = await listRedirects(c.env.DB, query.q || undefined, p.limit, p.offset)
  return ok(c, pageForms.lastPage<AdminRedirectRow>(rows, total, { ...p, limit: ADMIN_PER_PAGE }))
})

adminRedirectRoutes.on(engagementAdmin.adminRedirectCreate, async (c) => {
  const outcome = await createRedirect(c.env.DB, c.req.valid('json'))
  if (outcome.kind === 'exists') throw refuse(409, 'REDIRECT_EXISTS')
  if (outcome.kind === 'loop') throw refuse(400, 'REDIRECT_LOOP')
  return ok(c, outcome.redirect, 201)
})

adminRedirectRoutes.on(engagementAdmin.adminRedirectDelete, async (c) => {
  const removed = await deleteRedirect(c.env.DB, c.req.valid('param').id)
  if (!removed) throw refuse(404, 'REDIRECT_NOT_FOUND')
  return ok(c, removed)
})
