import { createContext, useContext, type ReactNode } from 'react'
import type { ApiFetch } from '../../contract/api'

const ApiContext = createContext<ApiFetch | null>(null)

export function ApiProvider({ api, children }: { api: ApiFetch; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>
}

/**
 * The request's API fetcher: on the server backed by the edge upstream client (KV-cached public
 * reads), in the browser by same-origin fetch through the /api proxy. Use it in queryOptions
 * factories: `useSuspenseQuery(postListQuery(useApi(), locale, params))`.
 */
export function useApi(): ApiFetch {
  const api = useContext(ApiContext)
  if (!api) throw new Error('useApi() used outside <ApiProvider>')
  return api
}
