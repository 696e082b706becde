import { SELF, createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import app from '../../worker/index'
import type { Bindings } from '../../worker/env'

/** Test helpers for the edge: the whole Worker, optionally with overridden vars. */
export const ORIGIN = 'https://izlog.test'

/** Same-origin defaults for state-changing requests (what a browser sends from our pages). */
export function sameOrigin(init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers)
  if (!headers.has('Origin')) headers.set('Origin', ORIGIN)
  if (!headers.has('Sec-Fetch-Site')) headers.set('Sec-Fetch-Site', 'same-origin')
  return { ...init, headers }
}

/** The Worker's own fetch handler (the real request path with real bindings). */
export function workerFetch(path: string, init?: RequestInit): Promise<Response> {
  return SELF.fetch(new Request(ORIGIN + path, init))
}

/** The Hono app with some vars overridden (e.g. MAINTENANCE=on); waits for background work. */
export async function appFetch(
  path: string,
  init: RequestInit = {},
  overrides: Partial<Bindings> = {},
): Promise<Response> {
  const ctx = createExecutionContext()
  const res = await app.fetch(new Request(ORIGIN + path, init), { ...env, ...overrides }, ctx)
  const body = await res.arrayBuffer()
  await waitOnExecutionContext(ctx)
  return new Response(body, res)
}

/** `name=value` pairs of the Set-Cookie headers. */
export function setCookies(res: Response): Map<string, { value: string; attrs: string }> {
  const out = new Map<string, { value: string; attrs: string }>()
  for (const header of res.headers.getSetCookie()) {
    const [pair = '', ...attrs] = header.split(';')
    const eq = pair.indexOf('=')
    out.set(pair.slice(0, eq).trim(), {
      value: decodeURIComponent(pair.slice(eq + 1).trim()),
      attrs: attrs.join(';').trim(),
    })
  }
  return out
}

export function cookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('; ')
}

/** A browser's cookie jar for the site: name → value. */
export type Jar = Record<string, string>

/**
 * One request through the whole Worker as a browser of this site sends it (its cookies, same
 * origin for anything but GET, JSON body); the jar then holds what the browser would store.
 */
export async function jarCall(
  method: string,
  path: string,
  jar: Jar,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const init: RequestInit = { method, headers: { Cookie: cookieHeader(jar), ...headers } }
  if (body !== undefined) {
    init.body = JSON.stringify(body)
    ;(init.headers as Record<string, string>)['Content-Type'] = 'application/json'
  }
  const res = await workerFetch(path, method === 'GET' ? init : sameOrigin(init))
  for (const [name, cookie] of setCookies(res)) {
    if (/Max-Age=0/.test(cookie.attrs)) delete jar[name]
    else jar[name] = cookie.value
  }
  return res
}

/**
 * An HTML form post as a browser sends it from this site's page (urlencoded, the jar's cookies, its
 * Origin), answered without following the redirect; the jar takes the cookies it sets.
 */
export async function formPost(
  path: string,
  jar: Jar,
  fields: Record<string, string> | Array<[string, string]>,
  headers: Record<string, string> = {},
): Promise<Response> {
  const res = await workerFetch(path, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Cookie: cookieHeader(jar),
      Origin: ORIGIN,
      'Sec-Fetch-Site': 'same-origin',
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  })
  for (const [name, cookie] of setCookies(res)) {
    if (/Max-Age=0/.test(cookie.attrs)) delete jar[name]
    else jar[name] = cookie.value
  }
  return res
}
