import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { errorBody } from '../lib/error-body'

/**
 * Step 6: CSRF. A state-changing request (POST/PUT/PATCH/DELETE) must come from our own pages:
 * `Sec-Fetch-Site` same-origin / none, or an `Origin` equal to the request origin (or
 * PUBLIC_ORIGIN). `same-site` is another origin (a sibling subdomain, which may be less trusted)
 * and is refused like `cross-site`. GET never changes state, so it is not checked. A request with neither
 * header is not from a browser (every current browser sends Origin on a cross-origin POST), so
 * it cannot be a forged cross-site request: API clients and server-to-server calls pass.
 */
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const TRUSTED_FETCH_SITES = new Set(['same-origin', 'none'])

export const CSRF_MESSAGE = 'Cross-site request refused.'
const CSRF_MESSAGES = { hr: 'Zahtjev s drugog web-mjesta je odbijen.', en: CSRF_MESSAGE } as const

export const csrfGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (!UNSAFE.has(c.req.method)) {
    await next()
    return
  }
  const site = c.req.header('Sec-Fetch-Site')?.toLowerCase()
  const origin = c.req.header('Origin')
  const allowed = new Set([new URL(c.req.url).origin])
  if (c.env.PUBLIC_ORIGIN) allowed.add(c.env.PUBLIC_ORIGIN.replace(/\/+$/, ''))
  // A browser that says same-site or cross-site is refused even if an Origin header claims otherwise.
  const sameOrigin = (site === undefined || site === 'same-origin') && origin !== undefined && allowed.has(origin)
  const notFromABrowser = site === undefined && origin === undefined
  if ((site !== undefined && TRUSTED_FETCH_SITES.has(site)) || sameOrigin || notFromABrowser) {
    await next()
    return
  }
  return c.json(errorBody(403, 'CSRF', CSRF_MESSAGES[c.get('locale')]), 403, { 'Cache-Control': 'no-store' })
})
