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
  if (apiUser) return { userId: apiUser.userId, guestUserId: null, email: apiUser.email }
  if (userId !== null && userId !== undefined && userId !== cart.guestUserId) {
    throw refuse(403, 'NOT_THE_CARTS_BUYER')
  }
  if (cart.guestUserId !== null) {
    const guest = await firstRow(
      db.prepare('SELECT id, email FROM guest_users WHERE id = ?').bind(cart.guestUserId),
      readGuest,
    )
    if (guest) return { userId: null, guestUserId: guest.id, email: guest.email }
  }
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
