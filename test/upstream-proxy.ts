import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { vi } from 'vitest'
import app from '../worker/index'
import { backendApp } from '../worker/backend/app'
import type { Bindings } from '../worker/env'

/**
 * A second configuration of the whole Worker for outage tests: its UPSTREAM_URL points at an
 * external API (`https://upstream.outage.test`), so every upstream call is a real `fetch` with a
 * real deadline and signal. The test controls what that "external API" does: pass through to the
 * embedded backend, hang until the caller gives up, refuse the connection, or answer 5xx with an
 * HTML body. It has its own KV namespace (cold caches) and short deadlines.
 */
export const UPSTREAM_ORIGIN = 'https://upstream.outage.test'
export const OUTAGE_ORIGIN = 'https://outage.izlog.test'

export type UpstreamBehaviour = 'pass' | 'hang' | 'refuse' | number

export interface UpstreamProxy {
  behaviour: UpstreamBehaviour
  /** When set, only calls whose path (after the origin) matches are disturbed; others pass. */
  match: RegExp | null
  /** `METHOD path` of each call that reached the proxy. */
  calls: string[]
  /** Signals of the calls that were left hanging (to see that they were aborted). */
  hanging: AbortSignal[]
  reset(): void
}

export const upstreamProxy: UpstreamProxy = {
  behaviour: 'pass',
  match: null,
  calls: [],
  hanging: [],
  reset() {
    this.behaviour = 'pass'
    this.match = null
    this.calls = []
    this.hanging = []
  },
}

export const OUTAGE_VARS: Partial<Bindings> = {
  UPSTREAM_URL: UPSTREAM_ORIGIN,
  UPSTREAM_PAGE_TIMEOUT_MS: '300',
  UPSTREAM_API_TIMEOUT_MS: '500',
}

const outageEnv = (): Bindings => ({ ...env, ...OUTAGE_VARS, CACHE: env.OUTAGE_CACHE })

function hang(signal: AbortSignal | null | undefined): Promise<Response> {
  return new Promise((_, reject) => {
    if (!signal) return
    upstreamProxy.hanging.push(signal)
    signal.addEventListener('abort', () => reject(signal.reason), { once: true })
  })
}

async function proxied(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const target = url.pathname.slice(1) + url.search
  upstreamProxy.calls.push(`${request.method} ${target}`)
  const disturbed = upstreamProxy.match === null || upstreamProxy.match.test(target)
  const behaviour = disturbed ? upstreamProxy.behaviour : 'pass'
  if (behaviour === 'hang') return hang(request.signal)
  if (behaviour === 'refuse') throw new TypeError('Network connection lost.')
  if (typeof behaviour === 'number') {
    return new Response(
      '<html><body><h1>502 Bad Gateway</h1><pre>at UpstreamServer.handle (internal.js:42)</pre></body></html>',
      {
        status: behaviour,
        headers: { 'content-type': 'text/html' },
      },
    )
  }
  const ctx = createExecutionContext()
  const res = await backendApp.fetch(new Request(`https://backend.internal/${target}`, request), outageEnv(), ctx)
  await waitOnExecutionContext(ctx)
  return res
}

const realFetch = globalThis.fetch
/** Routes the Worker's fetches to UPSTREAM_ORIGIN through the controlled proxy (call in beforeAll). */
export function installUpstreamProxy(): () => void {
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    return request.url.startsWith(UPSTREAM_ORIGIN + '/') ? proxied(request) : realFetch(input, init)
  })
  return () => spy.mockRestore()
}

/** A request to the outage Worker; waits for its background work (cache writes, revalidations). */
export async function outageFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext()
  const res = await app.fetch(new Request(OUTAGE_ORIGIN + path, init), outageEnv(), ctx)
  const body = await res.arrayBuffer()
  await waitOnExecutionContext(ctx)
  return new Response(body, res)
}

/** Same-origin headers for state-changing requests to the outage Worker. */
export function outageSameOrigin(init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers)
  headers.set('Origin', OUTAGE_ORIGIN)
  headers.set('Sec-Fetch-Site', 'same-origin')
  return { ...init, headers }
}
