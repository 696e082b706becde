import type { ComponentType } from 'react'
import type { IslandName } from '../lib/islands/island'
import { ProductTop } from '../features/product/product-top'

/**
 * The islands' components, in the islands' entry itself: the modules they share with the app's
 * shell then come in one chunk with React's (scripts/build-client.mjs), not in several.
 */
export const ISLAND_COMPONENTS: Record<IslandName, ComponentType<any>> = { productTop: ProductTop }
