import { Hono } from 'hono'
import type { BackendEnv } from '../context'
import { backofficeOnly } from './guard'

/** The backoffice's calls (issue 16), all under /api/v1/admin/ and all behind the backoffice check. */
export const adminRoutes = new Hono<BackendEnv>()

adminRoutes.use('/api/v1/admin/*', backofficeOnly)
