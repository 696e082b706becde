import { Hono } from 'hono'
import type { AppEnv } from '../env'

export const apiProxyRoutes = new Hono<AppEnv>()
