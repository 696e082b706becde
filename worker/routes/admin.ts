import { Hono, type Context } from 'hono'
import type { AppEnv } from '../env'
import * as v from 'valibot'
import { purgeAllCaches } from '../cache/page-cache'
import { cacheOverview, pathsOf, recordPurge } from '../cache/cache-overview'
import { purgeFamily, purgePagePath } from '../cache/purge-page'
import { edgeValidator } from '../middleware/edge-validator'

/**
 * Admin actions of the edge itself (the admin pages call the backend through the /api proxy for
 * everything else). Backoffice only: the verified session user decides, never a request field.
 */
export const adminRoutes = new Hono<AppEnv>()

/**
 * The token's backoffice flag is confirmed by the upstream (its admin profile call answers 403 to
 * anyone whose user row lost the role), so a demoted editor's still-valid token does nothing here.
 */
async function confirmedByUpstream(c: Context<AppEnv>): Promise<'yes' | 'no' | 'unknown'> {
  const res = await c
    .get('upstream')
    .json<{ isBackofficeUser?: boolean }>({ method: 'GET', path: 'api/v1/user/profile' })
  if (res.ok) return res.data.isBackofficeUser === true ? 'yes' : 'no'
  return res.status === 401 || res.status === 403 ? 'no' : 'unknown'
}

adminRoutes.use('*', async (c, next) => {
  c.header('Cache-Control', 'no-store')
  const en = c.get('locale') === 'en'
  const user = c.get('user')
  if (!user) return c.json({ message: en ? 'Please log in.' : 'Prijavite se.' }, 401)
  const confirmed = user.isBackofficeUser ? await confirmedByUpstream(c) : 'no'
  if (confirmed === 'unknown') {
    return c.json(
      {
        message: en
          ? 'The service is temporarily unavailable, please try again.'
          : 'Usluga je privremeno nedostupna, pokušajte ponovno.',
      },
      503,
    )
  }
  if (confirmed === 'no')
    return c.json({ message: en ? 'Backoffice access required.' : 'Potreban je administratorski pristup.' }, 403)
  await next()
})

/** POST /api/admin/cache/purge — starts a new generation of the page and upstream KV caches. */
adminRoutes.post('/cache/purge', async (c) => {
  const { version } = await purgeAllCaches(c.env)
  await recordPurge(c.env, { kind: 'all', paths: [], entries: 0, subject: `v${version}` })
  return c.json({ data: { purged: true, version } })
})

/** GET /api/admin/cache — the cached pages and upstream families now, and the recent purges. */
adminRoutes.get('/cache', async (c) => c.json({ data: await cacheOverview(c.env) }))

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
