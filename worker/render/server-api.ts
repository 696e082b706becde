import { ApiError, type ApiFetch, type ApiRequest } from '../../contract/api'
import type { Upstream } from '../upstream/types'
import { cacheStrategy } from '../upstream/strategies'
import { isOutageStatus } from '../upstream/deadline'
import { findEndpoint } from '../../contract/endpoints'

/**
 * Calls the browser makes to the edge itself (not the upstream), answered in-process during SSR,
 * keyed 'METHOD path' (e.g. 'GET api/cart' → the visitor's cart from the cookie session). Each answers
 * the envelope the browser's call gets (`{ data, ...more }`: GET api/cart's `awaitingPayment`).
 */
export type EdgeCalls = Record<string, () => Promise<{ data: unknown }>>

/**
 * The SSR ApiFetch: the request's upstream client (embedded backend or external API), with the
 * client's named cache ('short' | 'long' | 'none') mapped to the edge's KV strategies. Returns
 * the envelope's `data`; failures throw ApiError(status, message, code) like the browser fetcher.
 */
export function createServerApi(upstream: Upstream, edgeCalls: EdgeCalls = {}): ApiFetch {
  return async <T>(request: ApiRequest): Promise<T> => {
    const edgeCall = edgeCalls[`${request.method} ${request.path.replace(/^\/+/, '')}`]
    if (edgeCall) {
      const body = await edgeCall()
      return (request.envelope ? body : body.data) as T
    }
    const path = request.path.replace(/^\/+/, '')
    const result = await upstream.json<T>({
      method: request.method,
      path,
      query: request.query,
      body: request.body,
      // The table's policy for the call (a call not in it is never cached).
      cache: cacheStrategy(findEndpoint(request.method, path)?.cache),
    })
    if (result.ok) return (request.envelope ? { data: result.data } : result.data) as T
    // Refused, timed out or 5xx alike: to the page the upstream is unavailable (503 + Retry-After).
    if (isOutageStatus(result.status))
      throw new ApiError(503, result.error.message, result.error.code ?? 'UPSTREAM_UNAVAILABLE')
    throw new ApiError(result.error.status, result.error.message, result.error.code)
  }
}
