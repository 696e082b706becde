import { Hono } from 'hono'
import type { BackendEnv } from '../context'

export const settingsRoutes = new Hono<BackendEnv>()
