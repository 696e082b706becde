import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'

export const sessionMiddleware = createMiddleware<AppEnv>(async (_c, next) => {
  await next()
})
