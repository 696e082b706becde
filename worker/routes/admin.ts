import { Hono, type Context } from 'hono'
import type { AppEnv } from '../env'
import { purgeAllCaches } from '../cache/page-cache'

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
  const res = await c.get('upstream').json<{ isBackofficeUser?: boolean }>({ method: 'GET', path: 'api/v1/user/profile' })
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
    return c.json({ message: en ? 'The service is temporarily unavailable, please try again.' : 'Usluga je privremeno nedostupna, pokušajte ponovno.' }, 503)
  }
  if (confirmed === 'no') return c.json({ message: en ? 'Backoffice access required.' : 'Potreban je administratorski pristup.' }, 403)
  await next()
})

/** POST /api/admin/cache/purge — starts a new generation of the page and upstream KV caches. */
adminRoutes.post('/cache/purge', async (c) => {
  const { version } = await purgeAllCaches(c.env)
  return c.json({ data: { purged: true, version } })
})
