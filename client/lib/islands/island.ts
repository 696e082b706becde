import type { ComponentType } from 'react'
import type { PageModuleName } from '../../../contract/routes'

/** An island (issue 38): a part of a page that answers a visitor's first press as its own React root. */
export interface IslandProps<P extends object> {
  /** Its name in the islands' registry (registry.ts), which the islands' entry loads it by. */
  name: IslandName
  component: ComponentType<P>
  /** JSON: the islands' entry hydrates the element with these (data-island-props). */
  props: P
}

export const ISLAND_NAMES = ['productTop'] as const
export type IslandName = (typeof ISLAND_NAMES)[number]

/** The islands each page module shows: a page with any loads the islands' entry first (worker/render/document.tsx). */
export const ISLANDS_OF_PAGE: Partial<Record<PageModuleName, readonly IslandName[]>> = { product: ['productTop'] }

export const ISLAND_ATTR = 'data-island'
export const ISLAND_PROPS_ATTR = 'data-island-props'
/** Set by the islands' entry once it has replayed what was done in the island before it ran (the app leaves that alone). */
export const ISLAND_REPLAYED_ATTR = 'data-island-replayed'
