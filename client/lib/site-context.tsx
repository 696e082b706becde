import { createContext, useContext, type ReactNode } from 'react'

export interface BadgeInfo {
  coreVersion: string
  build: string
  environment: string
}

export interface SiteInfo {
  /** Public origin ('https://izlog.hr'), for absolute URLs (share links, JSON-LD). */
  origin: string
  /** Version badge data; null in production. */
  badge: BadgeInfo | null
  /** The response's CSP nonce, on the server only (the browser hides it from the page once parsed). */
  nonce?: string
  /** The request's cookie held a cookie choice, so the server rendered no cookie notice (issue 38). */
  cookieChoice?: boolean
}

const SiteContext = createContext<SiteInfo>({ origin: '', badge: null })

export function SiteProvider({ site, children }: { site: SiteInfo; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>
}

export function useSiteInfo(): SiteInfo {
  return useContext(SiteContext)
}
