import { lazy } from 'react'

/**
 * In the browser a product's custom option fields are their own chunk (see ./custom-options-source).
 * On such a product's page the product island's hydration waits for it (the server rendered it).
 */
export const CustomOptionFields = lazy(() =>
  import('./custom-options').then((module) => ({ default: module.CustomOptionFields })),
)
