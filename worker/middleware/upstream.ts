import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'

export const upstreamMiddleware = createMiddleware<AppEnv>(async (_c, next) => {
  await next()
})
