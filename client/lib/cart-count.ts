import { atom, useAtomValue } from 'jotai'
import { CART_HINT_KEY } from '../app/boot'

/**
 * Number of items in the visitor's cart for the header bubble; null until the cart feature has
 * loaded it on the client (per-visitor data never comes from cached HTML). The cart feature sets it.
 */
export const cartCountAtom = atom<number | null>(null)

export function useCartCount(): number | null {
  return useAtomValue(cartCountAtom)
}

/** Keeps the loader's hint that this browser's cart holds items (app/boot.ts CART_HINT_KEY). */
export function rememberCartHint(count: number) {
  try {
    if (count > 0) localStorage.setItem(CART_HINT_KEY, '1')
    else localStorage.removeItem(CART_HINT_KEY)
  } catch {
    // Storage blocked: the app then starts on the visitor's first intent, as for an empty cart.
  }
}
