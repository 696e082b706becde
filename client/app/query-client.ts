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
      mutations: { retry: false },
    },
  })
}
