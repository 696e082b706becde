import { atom } from 'jotai'

/** The cart modal (SPEC §2): opened by the popup cart-addition behaviour and the header cart icon. */
export const cartModalOpenAtom = atom(false)
