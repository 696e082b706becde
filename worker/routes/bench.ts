import { Hono } from 'hono'
import { isProduction, type AppEnv } from '../env'

/**
 * The bench's yardstick (issue 17): `GET /__bench/string?bytes=N` answers a constant HTML string
 * of N bytes through the same middleware as a page, so `npm run bench` compares a cached page
 * with the cheapest answer of the same size. Only with BENCH_ROUTES=on, never in production.
 */
export const benchRoutes = new Hono<AppEnv>()

const MAX_BYTES = 2 * 1024 * 1024
const strings = new Map<number, string>()

benchRoutes.get('/__bench/string', async (c, next) => {
  if (c.env.BENCH_ROUTES !== 'on' || isProduction(c.env)) return next()
  const bytes = Math.min(MAX_BYTES, Math.max(0, Math.floor(Number(c.req.query('bytes')) || 0)))
  let body = strings.get(bytes)
  if (body === undefined) {
    body = 'x'.repeat(bytes)
    if (strings.size > 8) strings.clear()
    strings.set(bytes, body)
  }
  return c.body(body, 200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
})
