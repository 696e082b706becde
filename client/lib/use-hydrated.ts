import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * False while React hydrates server HTML (and on the server), true afterwards and in renders
 * that are not hydration (client navigation). Data fetched in the browser only (the cart, the
 * wishlist) is shown once this is true, so an answer that arrives while another part of the page
 * is still hydrating does not change what this part hydrates with.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
