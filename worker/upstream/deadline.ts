import type { Bindings } from '../env'

/**
 * Deadlines for calls to a remote upstream (issue 11 point 10). A page loader waits at most
 * UPSTREAM_PAGE_TIMEOUT_MS for an answer, an API call UPSTREAM_API_TIMEOUT_MS; a call also ends
 * when the visitor's own request is aborted. A late answer is never waited for: the call's promise
 * is raced instead of awaited.
 */
export type UpstreamPurpose = 'page' | 'api'

/** The upstream could not answer (0: refused or timed out at the network) or failed itself (5xx). */
export const isOutageStatus = (status: number): boolean => status === 0 || status >= 500

/** What an outage answer (503/504) asks the browser to wait before trying again, in seconds. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30
export const outageHeaders = { 'Cache-Control': 'no-store', 'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS) } as const

export const DEFAULT_DEADLINE_MS: Record<UpstreamPurpose, number> = { page: 3_000, api: 8_000 }
const MIN_DEADLINE_MS = 50
const MAX_DEADLINE_MS = 120_000

export class UpstreamTimeoutError extends Error {
  override name = 'UpstreamTimeoutError'
  constructor(target: string, ms: number) {
    super(`The upstream did not answer ${target.split('?')[0] ?? ''} within ${ms} ms.`)
  }
}

type DeadlineEnv = Partial<Pick<Bindings, 'UPSTREAM_PAGE_TIMEOUT_MS' | 'UPSTREAM_API_TIMEOUT_MS'>>

/** The configured deadline (wrangler.toml vars), or the default when unset or not a sane number. */
export function upstreamDeadlineMs(env: DeadlineEnv, purpose: UpstreamPurpose): number {
  const raw = purpose === 'page' ? env.UPSTREAM_PAGE_TIMEOUT_MS : env.UPSTREAM_API_TIMEOUT_MS
  const ms = Number((raw ?? '').trim())
  if (!raw?.trim() || !Number.isFinite(ms)) return DEFAULT_DEADLINE_MS[purpose]
  return Math.min(MAX_DEADLINE_MS, Math.max(MIN_DEADLINE_MS, Math.round(ms)))
}

export interface Deadline {
  ms: number
  /** The visitor's request signal, if any. */
  signal: AbortSignal | null
}

/**
 * Runs `work` with a signal that aborts after `deadline.ms` or when the visitor goes away, and
 * settles as soon as either happens (an UpstreamTimeoutError, or the visitor's abort reason).
 */
export async function withDeadline<T>(
  deadline: Deadline,
  target: string,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const timer = new AbortController()
  const handle = setTimeout(() => timer.abort(new UpstreamTimeoutError(target, deadline.ms)), deadline.ms)
  const signal = deadline.signal ? AbortSignal.any([timer.signal, deadline.signal]) : timer.signal
  try {
    if (signal.aborted) throw signal.reason
    const pending = work(signal)
    // A late settlement after we gave up is not an unhandled rejection.
    pending.catch(() => undefined)
    let onAbort = () => {}
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(signal.reason)
      signal.addEventListener('abort', onAbort, { once: true })
    })
    try {
      return await Promise.race([pending, aborted])
    } finally {
      signal.removeEventListener('abort', onAbort)
    }
  } finally {
    clearTimeout(handle)
  }
}
