import { Hono } from 'hono'
import { isOn, type AppEnv } from '../env'
import { backendApp } from '../backend/app'

/**
 * `BACKEND_HTTP=on` serves the embedded backend over HTTP at `/backend/api/...`, so another izlog
 * Worker (or any tool) can use this one as its `UPSTREAM_URL` (`https://host/backend`). Off by
 * default; every call still needs the `apiKey` header, exactly as for an external API.
 */
export const backendHttpRoutes = new Hono<AppEnv>()

backendHttpRoutes.all('/backend/*', async (c, next) => {
  if (!isOn(c.env.BACKEND_HTTP)) return next()
  const url = new URL(c.req.url)
  url.pathname = url.pathname.slice('/backend'.length) || '/'
  return backendApp.fetch(new Request(url, c.req.raw), c.env, c.executionCtx)
})
