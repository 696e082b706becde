import { Hono } from 'hono'
import type { BackendEnv } from '../context'

export const cmsRoutes = new Hono<BackendEnv>()
