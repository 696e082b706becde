import { Hono } from 'hono'
import type { BackendEnv } from '../context'

export const commerceRoutes = new Hono<BackendEnv>()
