import { Hono } from 'hono'
import type { AppEnv } from '../env'

export const backendPassthroughRoutes = new Hono<AppEnv>()
