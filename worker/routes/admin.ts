import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { purgeAllCaches } from '../cache/page-cache'

/**
 * Admin actions of the edge itself (the admin pages call the backend through the /api proxy for
 * everything else). Backoffice only: the verified session user decides, never a request field.
 */
export const adminRoutes = new Hono<AppEnv>()

adminRoutes.use('*', async (c, next) => {
  c.header('Cache-Control', 'no-store')
  const user = c.get('user')
  if (!user) return c.json({ message: c.get('locale') === 'en' ? 'Please log in.' : 'Prijavite se.' }, 401)
  if (!user.isBackofficeUser) {
    return c.json({ message: c.get('locale') === 'en' ? 'Backoffice access required.' : 'Potreban je administratorski pristup.' }, 403)
  }
  await next()
})

/** POST /api/admin/cache/purge — starts a new generation of the page and upstream KV caches. */
adminRoutes.post('/cache/purge', async (c) => {
  const { version } = await purgeAllCaches(c.env)
  return c.json({ data: { purged: true, version } })
})
