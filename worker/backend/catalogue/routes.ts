import { Hono } from 'hono'
import type { BackendEnv } from '../context'

export const catalogueRoutes = new Hono<BackendEnv>()
