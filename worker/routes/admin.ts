import { Hono, type Context } from 'hono'
import type { AppEnv } from '../env'
import * as v from 'valibot'
import { purgeAllCaches } from '../cache/page-cache'
import { cacheOverview, pathsOf, recordPurge } from '../cache/cache-overview'
import { purgeFamily, purgePagePath } from '../cache/purge-page'
import { edgeValidator } from '../middleware/edge-validator'
import { errorBody } from '../lib/error-body'
import { edgeText } from '../texts/edge-text'
import { isStaffRole, roleReaches } from '../../contract/staff-roles'

/**
 * Admin actions of the edge itself (the admin pages call the backend through the /api proxy for
 * everything else). Backoffice only: the verified session user decides, never a request field.
 */
export const adminRoutes = new Hono<AppEnv>()

/**
 * The token's backoffice flag and role are confirmed by the upstream (its admin profile call
 * answers 403 to anyone whose user row lost the role, and names the role the row has now), so a
 * demoted editor's still-valid token does nothing here. These actions (the caches) are the
 * owner's (issue 37).
 */
async function confirmedByUpstream(c: Context<AppEnv>): Promise<'yes' | 'no' | 'area' | 'unknown'> {
  const res = await c
    .get('upstream')
    .json<{ isBackofficeUser?: boolean; staffRole?: unknown }>({ method: 'GET', path: 'api/v1/user/profile' })
  if (res.ok) {
    if (res.data.isBackofficeUser !== true) return 'no'
    const role = isStaffRole(res.data.staffRole) ? res.data.staffRole : null
    return roleReaches(role, ADMIN_ACTIONS_AREA) ? 'yes' : 'area'
  }
  return res.status === 401 || res.status === 403 ? 'no' : 'unknown'
}

const ADMIN_ACTIONS_AREA = 'owner'

adminRoutes.use('*', async (c, next) => {
  c.header('Cache-Control', 'no-store')
  const locale = c.get('locale')
  const user = c.get('user')
  if (!user) return c.json(errorBody(401, 'TOKEN_UNDEFINED', edgeText(locale, 'edge.auth.noSession')), 401)
  // The token's role first (no upstream call for a role that cannot reach these actions), then the row's.
  const confirmed = !user.isBackofficeUser
    ? 'no'
    : roleReaches(user.staffRole, ADMIN_ACTIONS_AREA)
      ? await confirmedByUpstream(c)
      : 'area'
  if (confirmed === 'area')
    return c.json(errorBody(403, 'STAFF_AREA_FORBIDDEN', edgeText(locale, 'edge.auth.staffAreaForbidden')), 403)
  if (confirmed === 'unknown')
    return c.json(errorBody(503, 'UPSTREAM_UNAVAILABLE', edgeText(locale, 'edge.upstream.unavailable')), 503)
  if (confirmed === 'no')
    return c.json(errorBody(403, 'BACKOFFICE_ONLY', edgeText(locale, 'edge.auth.backofficeOnly')), 403)
  await next()
})

/** POST /api/admin/cache/purge — starts a new generation of the page and upstream KV caches. */
adminRoutes.post('/cache/purge', async (c) => {
  const { version } = await purgeAllCaches(c.env)
  await recordPurge(c.env, { kind: 'all', paths: [], entries: 0, subject: `v${version}` })
  return c.json({ data: { purged: true, version } })
})

const OverviewQuerySchema = v.object({
  page: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'validation.positiveInteger'), v.transform(Number), v.minValue(1)),
    '1',
  ),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'validation.maxLength')), ''),
})

/** GET /api/admin/cache?page=&q= — the cached pages (paged, searched by path), the upstream families, the recent purges. */
adminRoutes.get(
  '/cache',
  edgeValidator('query', () => OverviewQuerySchema),
  async (c) => c.json({ data: await cacheOverview(c.env, c.req.valid('query')) }),
)

const PurgePageRequest = v.object({
  path: v.pipe(v.string(), v.trim(), v.regex(/^\/[^\s]{0,500}$/, 'path must be a site path')),
})
const PurgeFamilyRequest = v.object({
  family: v.pipe(v.string(), v.trim(), v.regex(/^[A-Z]+ \S{1,300}$/, 'family must be "METHOD path"')),
})

/** POST /api/admin/cache/purge-page {path} — one page's cached copies (every variant). */
adminRoutes.post(
  '/cache/purge-page',
  edgeValidator('json', () => PurgePageRequest),
  async (c) => {
    const { path } = c.req.valid('json')
    const pages = await purgePagePath(c.env, path)
    await recordPurge(c.env, { kind: 'page', paths: pathsOf(pages), entries: 0, subject: path })
    return c.json({ data: { pages: pages.length } })
  },
)

/** POST /api/admin/cache/purge-family {family} — every cached upstream answer of one family. */
adminRoutes.post(
  '/cache/purge-family',
  edgeValidator('json', () => PurgeFamilyRequest),
  async (c) => {
    const { family } = c.req.valid('json')
    const entries = await purgeFamily(c.env, family)
    await recordPurge(c.env, { kind: 'family', paths: [], entries, subject: family })
    return c.json({ data: { entries } })
  },
)
