import { createContext, useContext } from 'react'
import type { RouteState } from './route-state'

export interface NavigateOptions {
  /** 'push' (default) adds a history entry, 'replace' replaces it, 'none' is used for back/forward. */
  history?: 'push' | 'replace' | 'none'
  /** Scroll position to restore after rendering (back/forward); default: top, or the #hash target. */
  scrollY?: number
  /** Keep the scroll position (e.g. filter changes). */
  keepScroll?: boolean
}

export interface RouterValue {
  route: RouteState
  /** True while a client navigation runs its critical loaders. */
  pending: boolean
  /** Client-side navigation when possible, else a full document navigation. */
  navigate: (href: string, options?: NavigateOptions) => Promise<void>
}

/** Provided by the app's `RouterProvider` (client/app/router.tsx); features read it through the hooks below. */
export const RouterContext = createContext<RouterValue | null>(null)

export function useRouter(): RouterValue {
  const router = useContext(RouterContext)
  if (!router) throw new Error('useRouter() used outside <RouterProvider>')
  return router
}

/** The current route state (match, href, status, head). */
export function useRoute(): RouteState {
  return useRouter().route
}
