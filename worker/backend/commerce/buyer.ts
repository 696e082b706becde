import type { AccessClaims } from '../../lib/tokens'
import { refuse } from '../http'
import type { StoredCart } from './carts'
import { columns, firstRow, type Row } from '../rows'

const guests = columns('guest_users')
const readGuest = (r: Row) => ({ id: guests.int(r, 'id'), email: guests.text(r, 'email') })

/** Who is checking out: the logged-in user (token) or a guest user (api/v1/user/guest/update). */
export interface Buyer {
  userId: number | null
  guestUserId: number | null
  email: string
}

/** The guest a cart is bound to, as read. */
export interface CartGuest {
  id: number
  email: string
}

/**
 * Who acts is decided from the session, never from ids in the body: the token's user, else the
 * guest bound to this cart by api/v1/user/guest/update. A body `userId` naming anyone else is
 * refused (403); no user and no guest → 400 'No active user' (SPEC §5).
 */
export async function resolveBuyer(
  db: D1Database,
  apiUser: AccessClaims | null,
  cart: StoredCart,
  userId: number | null | undefined,
): Promise<Buyer> {
  if (apiUser || cart.guestUserId === null || namesAnother(cart, userId)) return buyerOf(apiUser, cart, userId, null)
  const guest = await firstRow(
    db.prepare('SELECT id, email FROM guest_users WHERE id = ?').bind(cart.guestUserId),
    readGuest,
  )
  return buyerOf(null, cart, userId, guest)
}

/**
 * The guest bound to a cart, by the cart's id (issue 38: read in the same round trip as the cart;
 * `buyerOf` decides from it only when it is the guest the cart read names).
 */
export async function findCartGuest(db: D1Database, cartId: string): Promise<CartGuest | null> {
  return firstRow(
    db
      .prepare('SELECT id, email FROM guest_users WHERE id = (SELECT guest_user_id FROM carts WHERE id = ?)')
      .bind(cartId),
    readGuest,
  )
}

/**
 * The buyer from the guest read by the cart's id (findCartGuest) when it is the one the cart read
 * names; otherwise (changed meanwhile, or gone) resolveBuyer reads it by value.
 */
export async function buyerFromRead(
  db: D1Database,
  apiUser: AccessClaims | null,
  cart: StoredCart,
  userId: number | null | undefined,
  guest: CartGuest | null,
): Promise<Buyer> {
  if (cart.guestUserId === null || guest?.id === cart.guestUserId) return buyerOf(apiUser, cart, userId, guest)
  return resolveBuyer(db, apiUser, cart, userId)
}

/** A body `userId` that is not the cart's guest. */
const namesAnother = (cart: StoredCart, userId: number | null | undefined): boolean =>
  userId !== null && userId !== undefined && userId !== cart.guestUserId

/** resolveBuyer's rules, given the cart's guest as read (null: none). */
export function buyerOf(
  apiUser: AccessClaims | null,
  cart: StoredCart,
  userId: number | null | undefined,
  guest: CartGuest | null,
): Buyer {
  if (apiUser) return { userId: apiUser.userId, guestUserId: null, email: apiUser.email }
  if (namesAnother(cart, userId)) throw refuse(403, 'NOT_THE_CARTS_BUYER')
  if (cart.guestUserId !== null && guest) return { userId: null, guestUserId: guest.id, email: guest.email }
  throw refuse(400, 'NO_ACTIVE_USER')
}

/** Cart fields that link the cart to its buyer. */
export const buyerFields = (buyer: Buyer, cart: StoredCart): Partial<Pick<StoredCart, 'userId' | 'guestUserId'>> =>
  buyer.userId !== null
    ? cart.userId === buyer.userId
      ? {}
      : { userId: buyer.userId }
    : cart.guestUserId === buyer.guestUserId
      ? {}
      : { guestUserId: buyer.guestUserId }
