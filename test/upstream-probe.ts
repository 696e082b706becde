import { wrapUpstreamSend } from '../worker/upstream/client'

/**
 * Counts the upstream calls that really leave the Worker and can inject latency or failures into
 * them. Installed through the upstream client's test seam when a test imports this module (the
 * tests share one workerd with the Worker they call, so `SELF.fetch` goes through it too).
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

wrapUpstreamSend(async ({ method, target }, send) => {
  upstreamProbe.calls += 1
  upstreamProbe.log.push(`${method} ${target}`)
  const probed = upstreamProbe.match === null || upstreamProbe.match.test(target)
  if (probed && upstreamProbe.delayMs > 0) {
    await new Promise<void>((resolve) => setTimeout(resolve, upstreamProbe.delayMs))
    upstreamProbe.delayedAnswered += 1
  }
  if (probed && upstreamProbe.failWith === 'network') throw new TypeError('Network connection lost (test probe).')
  if (probed && typeof upstreamProbe.failWith === 'number') return injectedFailure(upstreamProbe.failWith)
  return send()
})
