import type { Context } from 'hono'
import { csrf } from 'hono/csrf'
import { createMiddleware } from 'hono/factory'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from '../env'
import { errorBody } from '../lib/error-body'
import { edgeText } from '../texts/edge-text'

/**
 * The guard of the edge's HTML form routes (issue 38: /api/cart-form, /api/content-form,
 * /api/auth-form), which a page's plain `<form method="post">` reaches before (or without) the
 * app: hono's csrf() (a same-origin Sec-Fetch-Site or Origin is needed, so a form posted from
 * another site is refused even when the browser sends it with the visitor's cookies), and
 * stricter, an Origin that is sent must be this site's. Its bare 403 is answered in the visitor's
 * language and changes nothing.
 */
const allowedOrigins = (c: Context<AppEnv>) => {
  const origins = new Set([new URL(c.req.url).origin])
  if (c.env.PUBLIC_ORIGIN) origins.add(c.env.PUBLIC_ORIGIN.replace(/\/+$/, ''))
  return origins
}

const formCsrf = csrf({ origin: (origin, c) => allowedOrigins(c).has(origin) })

const refused = (c: Context<AppEnv>) =>
  c.json(errorBody(403, 'CSRF', edgeText(c.get('locale'), 'edge.form.refused')), 403, {
    'Cache-Control': 'no-store',
  })

export const htmlFormGuard = createMiddleware<AppEnv>(async (c, next) => {
  const origin = c.req.header('Origin')
  if (origin !== undefined && !allowedOrigins(c).has(origin)) return refused(c)
  try {
    await formCsrf(c, next)
  } catch (error) {
    if (!(error instanceof HTTPException) || error.status !== 403) throw error
    return refused(c)
  }
})
