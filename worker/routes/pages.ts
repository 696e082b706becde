import { Hono } from 'hono'
import type { AppEnv } from '../env'

export const pageRoutes = new Hono<AppEnv>()
