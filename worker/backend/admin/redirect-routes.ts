import { Hono } from 'hono'
import * as v from 'valibot'
import type { AdminFailedRequestRow, AdminRedirectRow } from '../../../contract/dto/admin'
import { isSafePath } from '../../../contract/safe-redirect'
import type { BackendEnv } from '../context'
import { IdParamSchema, ok, pageForms, validate } from '../http'
import { normalizePath } from '../cms/redirect-routes'
import { ADMIN_PER_PAGE, NOT_FOUND_TEXT, adminError, adminPaging, listQuery } from './guard'
import { createRedirect, deleteRedirect, dismissFailed, listFailed, listRedirects } from './redirects'

/** Redirects (issue 16): the failed-request log, most hit first, turned into redirects; the redirect list. */
export const adminRedirectRoutes = new Hono<BackendEnv>()

adminRedirectRoutes.get('/api/v1/admin/redirects/failed', validate('query', listQuery({})), async (c) => {
  const query = c.req.valid('query')
  const p = adminPaging(query.page)
  const { rows, total } = await listFailed(c.env.DB, query.q || undefined, p.limit, p.offset)
  return ok(c, pageForms.lastPage<AdminFailedRequestRow>(rows, total, { ...p, limit: ADMIN_PER_PAGE }))
})

adminRedirectRoutes.delete('/api/v1/admin/redirects/failed/:id', validate('param', IdParamSchema), async (c) => {
  const { id } = c.req.valid('param')
  if (!(await dismissFailed(c.env.DB, id)))
    throw adminError(404, 'FAILED_REQUEST_NOT_FOUND', c.get('lang'), NOT_FOUND_TEXT)
  return ok(c, { id, deleted: true })
})

adminRedirectRoutes.get('/api/v1/admin/redirects', validate('query', listQuery({})), async (c) => {
  const query = c.req.valid('query')
  const p = adminPaging(query.page)
  const { rows, total } = await listRedirects(c.env.DB, query.q || undefined, p.limit, p.offset)
  return ok(c, pageForms.lastPage<AdminRedirectRow>(rows, total, { ...p, limit: ADMIN_PER_PAGE }))
})

/** A path of this site: `/…`, no host, no query (the missed path is matched without one). */
const SitePath = (field: string) =>
  v.pipe(
    v.string(`${field} is required`),
    v.trim(),
    v.nonEmpty(`${field} is required`),
    v.maxLength(500, `${field} is too long`),
    v.check((path) => isSafePath(path) && !path.includes('?'), `${field} must be a path of this site, e.g. /o-nama`),
    v.transform(normalizePath),
  )

const CreateSchema = v.object({
  from: SitePath('from'),
  to: SitePath('to'),
  status: v.optional(v.picklist([301, 302], 'status must be 301 or 302'), 301),
})

const EXISTS = { hr: 'Za ovu adresu preusmjeravanje već postoji.', en: 'This address already has a redirect.' }
const LOOP = {
  hr: 'Preusmjeravanje bi vodilo natrag na istu adresu.',
  en: 'The redirect would lead back to the same address.',
}

adminRedirectRoutes.post('/api/v1/admin/redirects', validate('json', CreateSchema), async (c) => {
  const outcome = await createRedirect(c.env.DB, c.req.valid('json'))
  const lang = c.get('lang')
  if (outcome.kind === 'exists') throw adminError(409, 'REDIRECT_EXISTS', lang, EXISTS)
  if (outcome.kind === 'loop') throw adminError(400, 'REDIRECT_LOOP', lang, LOOP)
  return ok(c, outcome.redirect, 201)
})

adminRedirectRoutes.delete('/api/v1/admin/redirects/:id', validate('param', IdParamSchema), async (c) => {
  const removed = await deleteRedirect(c.env.DB, c.req.valid('param').id)
  if (!removed) throw adminError(404, 'REDIRECT_NOT_FOUND', c.get('lang'), NOT_FOUND_TEXT)
  return ok(c, removed)
})
