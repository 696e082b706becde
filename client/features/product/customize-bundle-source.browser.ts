import { lazy } from 'react'

/**
 * In the browser a bundle's customization is its own chunk (see ./customize-bundle-source). On a
 * bundle's page the product island's hydration waits for it (the server rendered it).
 */
export const CustomizeBundle = lazy(() =>
  import('./customize-bundle').then((module) => ({ default: module.CustomizeBundle })),
)
