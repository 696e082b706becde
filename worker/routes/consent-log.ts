import { Hono } from 'hono'
import type { ConsentLogDto } from '../../contract/dto/cms'
import type { AppEnv } from '../env'
import { edgeText } from '../texts/edge-text'
import { errorBody } from '../lib/error-body'
import { visitorUpstream } from '../consent/visitor-upstream'
import { isOutageStatus, outageHeaders } from '../upstream/deadline'

/**
 * /api/consent/log: the cookie notice's decision goes to the consent log as this browser's. The
 * edge gives the browser its opaque visitor id (an HttpOnly cookie) when it has none, and passes
 * it to the backend, which ties the entry to it (never to anything the page names).
 */
export const consentLogRoutes = new Hono<AppEnv>()

consentLogRoutes.post('/log', async (c) => {
  const locale = c.get('locale')
  const { upstream, remember } = visitorUpstream(c)
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    return c.json(errorBody(400, 'BAD_JSON', edgeText(locale, 'backend.BAD_JSON')), 400, {
      'Cache-Control': 'no-store',
    })
  }
  const res = await upstream.json<ConsentLogDto>({ method: 'POST', path: 'api/v1/web/consent/log/create', body })
  if (!res.ok) {
    if (isOutageStatus(res.status))
      return c.json(
        errorBody(503, 'UPSTREAM_UNAVAILABLE', edgeText(locale, 'edge.upstream.unavailable')),
        503,
        outageHeaders,
      )
    const { status, code = 'CONSENT_LOG_REFUSED', message, retryAfter } = res.error
    const answered = status >= 400 && status < 500 ? status : 400
    const headers: Record<string, string> = {
      'Cache-Control': 'no-store',
      ...(retryAfter ? { 'Retry-After': String(retryAfter) } : {}),
    }
    return Response.json(
      { ...errorBody(answered, code, message), ...(retryAfter ? { retryAfter } : {}) },
      { status: answered, headers },
    )
  }
  c.header('Cache-Control', 'no-store')
  remember()
  return c.json({ data: res.data }, 201)
})
