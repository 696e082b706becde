import type { QueryClient } from '@tanstack/react-query'
import { isOutageStatus } from '../upstream/deadline'

/**
 * Pages whose streamed parts failed while rendering (a Suspense part threw, or a query ended in
 * an upstream failure): the visitor gets what could be rendered, but the page cache must not keep
 * it (a stale good copy wins). Keyed by the request, which the render and the cache share.
 */
const incomplete = new WeakSet<Request>()

export function markIncomplete(request: Request): void {
  incomplete.add(request)
}

export function renderedIncomplete(request: Request): boolean {
  return incomplete.has(request)
}

/** Did any query fail because the upstream was unreachable or broken (not e.g. a 404)? */
export function hasUpstreamFailure(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .some((query) => {
      if (query.state.status !== 'error') return false
      const status = (query.state.error as { status?: unknown } | null)?.status
      return typeof status !== 'number' || isOutageStatus(status)
    })
}
