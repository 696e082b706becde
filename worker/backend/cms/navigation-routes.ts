import { Hono } from 'hono'
import type { BackendEnv } from '../context'
import { badRequest, notFound, ok } from '../http'
import { navigationTree } from './navigation'

/** GET navigation/tree/:handler → the link tree with paths built for the request language. */
export const navigationRoutes = new Hono<BackendEnv>()

navigationRoutes.get('/api/v1/navigation/tree/:handler', async (c) => {
  const handler = c.req.param('handler').trim()
  if (!/^[a-z0-9-]{1,40}$/i.test(handler)) throw badRequest('Invalid navigation handler.')
  const tree = await navigationTree(c.env.DB, handler, c.get('lang'))
  if (!tree) throw notFound(`Navigation '${handler}' not found.`)
  return ok(c, tree)
})
