import { QueryClient } from '@tanstack/react-query'

/**
 * One QueryClient per request on the server (never module scope) and one per page load in the
 * browser. Hydrated data counts as fresh for a minute, so hydration never refetches.
 */
export function createQueryClient(server: boolean): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: server ? Infinity : 5 * 60_000,
        retry: server ? false : 1,
        refetchOnWindowFocus: false,
      },
      // A write is sent at once even when the browser says it is offline: a failure is an error toast
      // the shopper sees now, never a write that waits unseen for the network.
      mutations: { retry: false, networkMode: 'always' },
    },
  })
}

/** Browser only: the queries whose data came in the server's HTML (dehydrated state). */
const serverRendered = new WeakMap<QueryClient, ReadonlySet<string>>()

/** Called once after the dehydrated state is loaded, before hydrateRoot. */
export function rememberServerData(client: QueryClient): void {
  const hashes = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.data !== undefined)
    .map((query) => query.queryHash)
  serverRendered.set(client, new Set(hashes))
}

/**
 * Whether the server rendered this query's data (on the server: whether it has data now). A
 * component whose query may be answered while the page still hydrates renders what the server
 * rendered until hydration is over (see useHydratedCart in features/cart/use-cart.ts).
 */
export function renderedOnServer(client: QueryClient, queryKey: readonly unknown[]): boolean {
  const query = client.getQueryCache().find({ queryKey, exact: true })
  if (typeof window === 'undefined') return query?.state.data !== undefined
  return query !== undefined && (serverRendered.get(client)?.has(query.queryHash) ?? false)
}
