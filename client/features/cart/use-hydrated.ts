import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * False while React hydrates server HTML (and on the server), true afterwards and in renders
 * that are not hydration (client navigation). The cart is fetched in the browser only: until the
 * page is hydrated the cart screens render what the server rendered (the loading state), even if
 * the cart answer already arrived while another part of the page was hydrating.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
