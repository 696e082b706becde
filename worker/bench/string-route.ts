import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { README_MD } from '../generated/project-docs'

/**
 * The bench's yardstick (issue 17): `GET /__bench/string?bytes=N` answers a constant HTML string
 * of N bytes through the same middleware as a page, so `npm run bench` compares a cached page
 * with the cheapest answer of the same size. The text is the README repeated: prose compresses
 * about as well as a page, so where workerd gzips the answer in-process (a client that accepts
 * gzip) both pay alike. Only the bench's own entry (worker/bench/entry.ts) serves it: the production
 * Worker does not contain it.
 */
export const benchRoutes = new Hono<AppEnv>()

const MAX_BYTES = 2 * 1024 * 1024
const strings = new Map<number, string>()

benchRoutes.get('/__bench/string', (c) => {
  const bytes = Math.min(MAX_BYTES, Math.max(0, Math.floor(Number(c.req.query('bytes')) || 0)))
  let body = strings.get(bytes)
  if (body === undefined) {
    const prose = README_MD.replace(/[^\x20-\x7e\n]/g, ' ')
    body = prose.repeat(Math.ceil(bytes / prose.length)).slice(0, bytes)
    if (strings.size > 8) strings.clear()
    strings.set(bytes, body)
  }
  return c.body(body, 200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
})
