import { Hono } from 'hono'
import type { AppEnv } from '../env'
import type { HttpMethod } from '../upstream/types'
import { errorBody } from '../lib/error-body'
import { edgeText } from '../texts/edge-text'
import type { Locale } from '../../contract/locales'

/**
 * Upstream-served documents that are not JSON API calls: media files (`GET /media/*`, with
 * their long-lived cache headers) and the hosted payment page (`GET|POST /pay/*`).
 */
export const backendPassthroughRoutes = new Hono<AppEnv>()

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
])
const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'if-none-match', 'if-modified-since', 'range'] as const

async function passThrough(
  request: Request,
  method: HttpMethod,
  upstreamFetch: (init: {
    method: HttpMethod
    path: string
    headers: Record<string, string>
    body?: unknown
  }) => Promise<Response>,
): Promise<Response> {
  const url = new URL(request.url)
  const headers: Record<string, string> = {}
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name)
    if (value) headers[name] = value
  }
  const res = await upstreamFetch({
    method,
    path: url.pathname.replace(/^\/+/, '') + url.search,
    headers,
    ...(method === 'POST' && request.body ? { body: request.body } : {}),
  })
  const out = new Headers()
  for (const [name, value] of res.headers)
    if (!HOP_BY_HOP.has(name.toLowerCase()) && name.toLowerCase() !== 'set-cookie') out.set(name, value)
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers: out })
}

const unavailable = (locale: Locale) =>
  errorBody(502, 'UPSTREAM_UNAVAILABLE', edgeText(locale, 'edge.upstream.unavailable'))

backendPassthroughRoutes.get('/media/*', async (c) => {
  try {
    return await passThrough(c.req.raw, 'GET', (req) => c.get('upstream').fetch(req))
  } catch {
    return c.json(unavailable(c.get('locale')), 502)
  }
})

backendPassthroughRoutes.on(['GET', 'POST'], '/pay/*', async (c) => {
  try {
    const res = await passThrough(c.req.raw, c.req.method === 'POST' ? 'POST' : 'GET', (req) =>
      c.get('upstream').fetch(req),
    )
    // The payment page is never shared or stored.
    res.headers.set('Cache-Control', 'no-store')
    return res
  } catch {
    return c.json(unavailable(c.get('locale')), 502, { 'Cache-Control': 'no-store' })
  }
})
