import { atom, useAtomValue } from 'jotai'
import type { CartSession } from '../../lib/dto/commerce'

/**
 * The visitor's cart session (SPEC §4: none until the first add creates one; kept in the
 * cartId / protectCode cookies). The cart issue fills it from the cookies; until then no page
 * has a session and the cart shows its empty state.
 */
export const cartSessionAtom = atom<CartSession | null>(null)

export function useCartSession(): CartSession | null {
  return useAtomValue(cartSessionAtom)
}
