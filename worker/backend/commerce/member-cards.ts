import { isCardUsableBy } from '../users/membership'

export { cartMemberCard, type CartMemberCard } from '../users/membership'

/**
 * A member card applies to a cart when it gives the cart's customer the member price
 * (users/membership.ts): valid, and held by them or issued to their e-mail and held by nobody.
 * An anonymous cart never has it.
 */
export async function isValidMemberCard(db: D1Database, barcode: string, userId: number | null): Promise<boolean> {
  return isCardUsableBy(db, barcode, userId)
}
