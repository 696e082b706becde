import { Hono } from 'hono'
import type { BackendEnv } from '../context'

export const mediaRoutes = new Hono<BackendEnv>()
