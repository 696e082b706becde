import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { createUpstream } from '../upstream/client'

/** Step 4: one upstream client per request, carrying the locale and the verified access token. */
export const upstreamMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set('upstream', createUpstream(c.env, c.executionCtx, { locale: c.get('locale'), accessToken: c.get('accessToken') }))
  await next()
})
