import type { Bindings } from '../env'
import { meterD1 } from '../lib/d1-meter'

/** The request header that asks the bench's entry to meter a request's D1 round trips, with this delay (ms) each. */
export const BENCH_D1_DELAY_HEADER = 'x-bench-d1-delay-ms'
/** The answer's headers: round trips (a batch is one) and sequential waves of the request. */
export const BENCH_D1_QUERIES_HEADER = 'x-bench-d1-queries'
export const BENCH_D1_WAVES_HEADER = 'x-bench-d1-waves'

/** The longest simulated round trip (a request sleeps it once per wave; the Worker's own limits stay in charge). */
const MAX_DELAY_MS = 1000

/** Statuses whose answer may carry no body at all. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304])

type Fetch = (request: Request, env: Bindings, ctx: ExecutionContext) => Response | Promise<Response>

/**
 * Issue 38's bench case (`BENCH_ONLY=db-latency`): a request that carries BENCH_D1_DELAY_HEADER runs
 * with env.DB wrapped by the round-trip meter (worker/lib/d1-meter.ts), each round trip delayed by
 * the header's milliseconds, as if the database were that far away. Its answer is read whole and
 * sent with the counts in headers (the counts are known only once the last byte is written). Any
 * other request goes through untouched. Only the bench's own entry uses this; the production Worker
 * has no meter.
 */
export function d1MeteredFetch(fetch: Fetch): Fetch {
  return async (request, env, ctx) => {
    const asked = request.headers.get(BENCH_D1_DELAY_HEADER)
    if (asked === null) return fetch(request, env, ctx)
    const delayMs = Math.min(MAX_DELAY_MS, Math.max(0, Math.floor(Number(asked)) || 0))
    const meter = meterD1(env.DB, { delayMs })
    const res = await fetch(request, { ...env, DB: meter.db }, ctx)
    const body = NULL_BODY_STATUSES.has(res.status) ? null : await res.arrayBuffer()
    const answer = new Response(body, res)
    answer.headers.set(BENCH_D1_QUERIES_HEADER, String(meter.queries))
    answer.headers.set(BENCH_D1_WAVES_HEADER, String(meter.waves))
    return answer
  }
}
