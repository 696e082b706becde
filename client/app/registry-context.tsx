import { createContext, useContext } from 'react'
import type { PageSource } from './page-source'

export type { PageRegistry } from './page-source'

/**
 * The page modules of the app: the static registry on the server, the lazy (code-split) one in
 * the browser. Provided by AppRoot; deliberately without a default, so that shell modules never
 * import every page (that would put all pages back into the browser's entry chunk).
 */
export const PageSourceContext = createContext<PageSource | null>(null)

export function usePageSource(): PageSource {
  const pages = useContext(PageSourceContext)
  if (!pages) throw new Error('usePageSource() used outside <AppRoot>')
  return pages
}
