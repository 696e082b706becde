import { createContext, useContext } from 'react'
import type { RouteName } from '../routes/table'
import { pageRegistry } from '../pages/registry'
import type { PageModule } from './page-types'

export type PageRegistry = Record<RouteName, PageModule>

/** The route name → page module map (the real registry; tests of the renderer pass their own). */
export const PageRegistryContext = createContext<PageRegistry>(pageRegistry)

export function usePageRegistry(): PageRegistry {
  return useContext(PageRegistryContext)
}
