import { Hono } from 'hono'
import { isOn, type AppEnv } from '../env'
import { backendApp } from '../backend'
import { errorBody } from '../lib/error-body'

/** Equal secrets, without leaking through timing where they differ (hashes have one length). */
async function sameSecret(a: string, b: string): Promise<boolean> {
  const digest = async (value: string) =>
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value)))
  const [x, y] = await Promise.all([digest(a), digest(b)])
  return crypto.subtle.timingSafeEqual(x, y)
}

/**
 * `BACKEND_HTTP=on` serves the embedded backend over HTTP at `/backend/api/...`, so another izlog
 * Worker (or any tool) can use this one as its `UPSTREAM_URL` (`https://host/backend`). Off by
 * default. The public `apiKey` is not enough: every call needs `Authorization: Bearer
 * <BACKEND_HTTP_SECRET>` (compared in constant time); with no secret set nobody gets in.
 */
export const backendHttpRoutes = new Hono<AppEnv>()

backendHttpRoutes.all('/backend/*', async (c, next) => {
  if (!isOn(c.env.BACKEND_HTTP)) return next()
  const secret = c.env.BACKEND_HTTP_SECRET
  const presented = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1] ?? ''
  if (!secret || !(await sameSecret(presented, secret))) {
    return c.json(errorBody(401, 'INVALID_BACKEND_SECRET', 'This backend needs its secret.'), 401, {
      'Cache-Control': 'no-store',
    })
  }
  const url = new URL(c.req.url)
  url.pathname = url.pathname.slice('/backend'.length) || '/'
  return backendApp.fetch(new Request(url, c.req.raw), c.env, c.executionCtx)
})
