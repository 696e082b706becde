import { findValidMembershipCard } from '../users/membership'

/**
 * A member card applies to a cart when it is valid (exists, active, not expired: users/membership)
 * and is not assigned to a different user (users.member_card_barcode).
 */
export async function isValidMemberCard(db: D1Database, barcode: string, userId: number | null): Promise<boolean> {
  const card = await findValidMembershipCard(db, barcode)
  if (!card) return false
  const owner = await db.prepare('SELECT id FROM users WHERE member_card_barcode = ? LIMIT 1').bind(card.barcode).first<{ id: number }>()
  return !owner || owner.id === userId
}
