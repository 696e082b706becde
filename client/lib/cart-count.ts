import { atom, useAtomValue } from 'jotai'

/**
 * Number of items in the visitor's cart for the header bubble; null until the cart feature has
 * loaded it on the client (per-visitor data never comes from cached HTML). The cart feature sets it.
 */
export const cartCountAtom = atom<number | null>(null)

export function useCartCount(): number | null {
  return useAtomValue(cartCountAtom)
}
