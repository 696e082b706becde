/**
 * Membership cards. A card is valid when it exists, is active and not past `valid_until`; a valid
 * card applied to a cart unlocks each product's membershipPrice (commerce backend).
 */
export interface MembershipCard {
  id: number
  barcode: string
  holderName: string
  validUntil: string | null
}

interface CardRow {
  id: number
  barcode: string
  holder_name: string
  valid_until: string | null
}

const BARCODE_PATTERN = /^[0-9A-Za-z-]{4,64}$/

export const normaliseBarcode = (barcode: string): string => barcode.trim()

export async function findValidMembershipCard(db: D1Database, barcode: string): Promise<MembershipCard | null> {
  const code = normaliseBarcode(barcode)
  if (!BARCODE_PATTERN.test(code)) return null
  const row = await db
    .prepare(
      `SELECT id, barcode, holder_name, valid_until FROM membership_cards
       WHERE barcode = ? AND active = 1 AND (valid_until IS NULL OR valid_until >= strftime('%Y-%m-%d', 'now'))`,
    )
    .bind(code)
    .first<CardRow>()
  return row ? { id: row.id, barcode: row.barcode, holderName: row.holder_name, validUntil: row.valid_until } : null
}

export async function isValidMembershipBarcode(db: D1Database, barcode: string): Promise<boolean> {
  return (await findValidMembershipCard(db, barcode)) !== null
}

/** The user holding a barcode (users.member_card_barcode), if any. */
export async function membershipCardOwner(db: D1Database, barcode: string): Promise<number | null> {
  const row = await db.prepare('SELECT id FROM users WHERE member_card_barcode = ? LIMIT 1').bind(normaliseBarcode(barcode)).first<{ id: number }>()
  return row?.id ?? null
}

/** Valid for this user: a valid card not held by someone else (userId null = an anonymous visitor). */
export async function isBarcodeUsableBy(db: D1Database, barcode: string, userId: number | null): Promise<boolean> {
  if (!(await isValidMembershipBarcode(db, barcode))) return false
  const owner = await membershipCardOwner(db, barcode)
  return owner === null || owner === userId
}
