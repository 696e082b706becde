import { backendApp } from '../worker/backend/app'

/**
 * Counts the upstream calls that really leave the edge (past its caches, to the embedded backend)
 * and can inject latency or failures into them. Installed when a test imports this module, by
 * wrapping the backend app's `fetch`: the tests share one workerd, and one module graph, with the
 * Worker they call, so `SELF.fetch` reaches the backend through it too. Production code has no seam.
 */
export interface UpstreamProbe {
  calls: number
  /** Calls whose injected delay has elapsed (their answer is on its way). */
  delayedAnswered: number
  /** `METHOD path` of each call. */
  log: string[]
  delayMs: number
  /** 'network' = the fetch throws; a number = the upstream answers with that status. */
  failWith: 'network' | number | null
  /** When set, only paths matching it are delayed / failed. */
  match: RegExp | null
  reset(): void
}

export const upstreamProbe: UpstreamProbe = {
  calls: 0,
  delayedAnswered: 0,
  log: [],
  delayMs: 0,
  failWith: null,
  match: null,
  reset() {
    this.calls = 0
    this.delayedAnswered = 0
    this.log = []
    this.delayMs = 0
    this.failWith = null
    this.match = null
  },
}

function injectedFailure(status: number): Response {
  const message = 'Upstream unavailable (injected by the test probe).'
  const error = { statusCode: status, code: 'UPSTREAM_PROBE', message }
  return new Response(JSON.stringify({ ...error, error }), { status, headers: { 'content-type': 'application/json' } })
}

// The backend's own fetch, kept on the app itself so that evaluating this module again never wraps the wrapper.
const ORIGINAL_FETCH = Symbol.for('izlog.test.backendFetch')
const app = backendApp as typeof backendApp & { [ORIGINAL_FETCH]?: typeof backendApp.fetch }
const backendFetch = (app[ORIGINAL_FETCH] ??= backendApp.fetch)
backendApp.fetch = async (request, env, ctx) => {
  const url = new URL(request.url)
  const target = url.pathname.slice(1) + url.search
  upstreamProbe.calls += 1
  upstreamProbe.log.push(`${request.method} ${target}`)
  const probed = upstreamProbe.match === null || upstreamProbe.match.test(target)
  if (probed && upstreamProbe.delayMs > 0) {
    await new Promise<void>((resolve) => setTimeout(resolve, upstreamProbe.delayMs))
    upstreamProbe.delayedAnswered += 1
  }
  if (probed && upstreamProbe.failWith === 'network') throw new TypeError('Network connection lost (test probe).')
  if (probed && typeof upstreamProbe.failWith === 'number') return injectedFailure(upstreamProbe.failWith)
  return backendFetch(request, env, ctx)
}
