/**
 * Requests whose page the page cache is about to store for every visitor (a miss, worker/cache/page-cache.ts).
 * Such a page is rendered whole (`allReady`), not streamed: its first visitor may run no JavaScript, and
 * without React's inline script a part that streamed late would stay its loading state for them. The
 * copy is stored whole anyway, so waiting costs only this first visitor's early shell, and saves the
 * second, whole render the cache needed before (issue 38).
 */
const shared = new WeakSet<Request>()

export function markSharedRender(request: Request): void {
  shared.add(request)
}

export function isSharedRender(request: Request): boolean {
  return shared.has(request)
}
