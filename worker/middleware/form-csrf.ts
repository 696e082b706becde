import type { Context } from 'hono'
import { csrf } from 'hono/csrf'
import { HTTPException } from 'hono/http-exception'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { errorBody } from '../lib/error-body'
import { edgeText } from '../texts/edge-text'

type FormContext = Context<AppEnv>

const allowedOrigins = (c: FormContext) => {
  const origins = new Set([new URL(c.req.url).origin])
  if (c.env.PUBLIC_ORIGIN) origins.add(c.env.PUBLIC_ORIGIN.replace(/\/+$/, ''))
  return origins
}

const formCsrf = csrf({ origin: (origin, c) => allowedOrigins(c).has(origin) })

const refused = (c: FormContext) =>
  c.json(errorBody(403, 'CSRF', edgeText(c.get('locale'), 'edge.cart.formRefused')), 403, {
    'Cache-Control': 'no-store',
  })

/**
 * The guard of the HTML forms the edge answers (the cart's, the cookie notice's): hono's csrf() (a
 * same-origin Sec-Fetch-Site or Origin is needed), and stricter: an Origin that is sent must be this
 * site's. Its bare 403 is answered in the visitor's language.
 */
export const formCsrfGuard = createMiddleware<AppEnv>(async (c, next) => {
  const origin = c.req.header('Origin')
  if (origin !== undefined && !allowedOrigins(c).has(origin)) return refused(c)
  try {
    await formCsrf(c, next)
  } catch (error) {
    if (!(error instanceof HTTPException) || error.status !== 403) throw error
    return refused(c)
  }
})
