import { Hono } from 'hono'
import type { AppEnv } from '../env'

export const sitemapRoutes = new Hono<AppEnv>()
