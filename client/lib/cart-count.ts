import { atom, useAtomValue } from 'jotai'

/**
 * Number of items in the visitor's cart for the header bubble; null until the cart feature has
 * loaded it on the client (per-visitor data never comes from cached HTML). The cart feature sets it.
 */
export const cartCountAtom = atom<number | null>(null)

export function useCartCount(): number | null {
  return useAtomValue(cartCountAtom)
}

/**
 * localStorage flag set while the visitor's cart holds items: the header's cart count is fetched
 * by the app, so on such a visit the document's loader starts the app at the first paint, not on
 * the visitor's first intent (worker/render/document.tsx).
 */
export const CART_HINT_KEY = 'izlog_cart'

/** Keeps the loader's hint that this browser's cart holds items. */
export function rememberCartHint(count: number) {
  try {
    if (count > 0) localStorage.setItem(CART_HINT_KEY, '1')
    else localStorage.removeItem(CART_HINT_KEY)
  } catch {
    // Storage blocked: the app then starts on the visitor's first intent, as for an empty cart.
  }
}
