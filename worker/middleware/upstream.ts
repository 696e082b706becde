import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { createUpstream } from '../upstream/client'

/** Step 4: one upstream client per request, carrying the locale, the verified access token and the visitor's address. */
export const upstreamMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const options = { locale: c.get('locale'), accessToken: c.get('accessToken'), clientAddress: c.req.header('CF-Connecting-IP') ?? null }
  c.set('upstream', createUpstream(c.env, c.executionCtx, options))
  await next()
})
