import { Hono } from 'hono'
import type { BackendEnv } from '../context'

export const userRoutes = new Hono<BackendEnv>()
