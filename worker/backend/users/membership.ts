import { refuse } from '../http'
import { columns, firstRow, type Row } from '../rows'

/**
 * Membership cards. A card is valid when it exists, is active and not past `valid_until`; a valid
 * card unlocks each product's membershipPrice (commerce backend) for the one account that holds it
 * (users.member_card_barcode, unique). An account may claim a card itself only when the card was
 * issued to its e-mail address (membership_cards.issued_to_email); any other card needs staff.
 */
export interface MembershipCard {
  id: number
  barcode: string
  holderName: string
  validUntil: string | null
  issuedToEmail: string | null
}

interface CardRow {
  id: number
  barcode: string
  holder_name: string
  valid_until: string | null
  issued_to_email: string | null
}

const cards = columns('membership_cards')
const readCardRow = (r: Row): CardRow => ({
  id: cards.int(r, 'id'),
  barcode: cards.text(r, 'barcode'),
  holder_name: cards.text(r, 'holder_name'),
  valid_until: cards.nullableText(r, 'valid_until'),
  issued_to_email: cards.nullableText(r, 'issued_to_email'),
})
const users = columns('users')
const readId = (r: Row) => ({ id: users.int(r, 'id') })
const readEmail = (r: Row) => ({ email: users.text(r, 'email') })

const BARCODE_PATTERN = /^[0-9A-Za-z-]{4,64}$/

export const normaliseBarcode = (barcode: string): string => barcode.trim()

export async function findValidMembershipCard(db: D1Database, barcode: string): Promise<MembershipCard | null> {
  const code = normaliseBarcode(barcode)
  if (!BARCODE_PATTERN.test(code)) return null
  const row = await firstRow(
    db
      .prepare(
        `SELECT id, barcode, holder_name, valid_until, issued_to_email FROM membership_cards
       WHERE barcode = ? AND active = 1 AND (valid_until IS NULL OR valid_until >= strftime('%Y-%m-%d', 'now'))`,
      )
      .bind(code),
    readCardRow,
  )
  return row
    ? {
        id: row.id,
        barcode: row.barcode,
        holderName: row.holder_name,
        validUntil: row.valid_until,
        issuedToEmail: row.issued_to_email,
      }
    : null
}

/** The user holding a barcode (users.member_card_barcode), if any. */
export async function membershipCardOwner(db: D1Database, barcode: string): Promise<number | null> {
  const row = await firstRow(
    db.prepare('SELECT id FROM users WHERE member_card_barcode = ? LIMIT 1').bind(normaliseBarcode(barcode)),
    readId,
  )
  return row?.id ?? null
}

const sameEmail = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * Whether the card gives this account the member price: a valid card the account holds, or one
 * issued to its e-mail that nobody holds yet. Never for an anonymous visitor (userId null).
 */
export async function isCardUsableBy(db: D1Database, barcode: string, userId: number | null): Promise<boolean> {
  if (userId === null) return false
  // The card, its holder and the account side by side (one round trip); the holder is read by the
  // barcode as given, which is the card's when the card is found.
  const [card, holder, account] = await Promise.all([
    findValidMembershipCard(db, barcode),
    membershipCardOwner(db, barcode),
    firstRow(db.prepare('SELECT email FROM users WHERE id = ?').bind(userId), readEmail),
  ])
  if (!card) return false
  if (holder !== null) return holder === userId
  return sameEmail(card.issuedToEmail, account?.email ?? null)
}

/**
 * The barcode an account may set on itself (register, profile): empty clears it; a card it already
 * holds stays; otherwise the card must be valid and issued to the account's e-mail (`email`), and
 * not held by anyone else. Every refusal of a card that is not the claimant's reads the same, so
 * the answer does not tell which numbers exist; a card issued to them but held elsewhere is
 * "taken" without saying by whom.
 */
export async function claimableBarcode(
  db: D1Database,
  barcode: string | null | undefined,
  claimant: { id: number | null; email: string },
): Promise<string | null> {
  const code = normaliseBarcode(barcode ?? '')
  if (code === '') return null
  const card = await findValidMembershipCard(db, code)
  const holder = card ? await membershipCardOwner(db, card.barcode) : null
  if (card && holder !== null && holder === claimant.id) return card.barcode
  if (!card || !sameEmail(card.issuedToEmail, claimant.email))
    throw refuse(400, 'MEMBER_CARD_NOT_CLAIMABLE', { field: 'memberCardBarcode' })
  if (holder !== null) throw refuse(409, 'MEMBER_CARD_TAKEN', { field: 'memberCardBarcode' })
  return card.barcode
}

/** A cart's member card as read by the cart's id, with what decides whether its customer may use it. */
export interface CartMemberCard {
  /** The cart's fields the answer was computed for (compared with the cart as read). */
  barcode: string | null
  userId: number | null
  usable: boolean
}

const carts = columns('carts')
const readCartCard = (r: Row) => ({
  barcode: carts.nullableText(r, 'barcode'),
  user_id: carts.nullableInt(r, 'user_id'),
  found: carts.int(r, 'found'),
  holder: carts.nullableInt(r, 'holder'),
  issued_to_email: carts.nullableText(r, 'issued_to_email'),
  account_email: carts.nullableText(r, 'account_email'),
})

/**
 * isCardUsableBy for the card on a cart, in ONE query keyed by the cart's id (issue 38: beside the
 * cart's own read, not after it): the card, its holder and the cart's account's e-mail by
 * subqueries on the cart. The answer names the barcode and account it was computed for, so the
 * caller uses it only when they are the cart's as read.
 */
export async function cartMemberCard(db: D1Database, cartId: string): Promise<CartMemberCard | null> {
  const row = await firstRow(
    db
      .prepare(
        `SELECT c.member_card_barcode AS barcode, c.user_id AS user_id, mc.id IS NOT NULL AS found,
           (SELECT u.id FROM users u WHERE u.member_card_barcode = mc.barcode LIMIT 1) AS holder,
           mc.issued_to_email AS issued_to_email,
           (SELECT u.email FROM users u WHERE u.id = c.user_id) AS account_email
         FROM carts c
         LEFT JOIN membership_cards mc ON mc.barcode = trim(c.member_card_barcode) AND mc.active = 1
           AND (mc.valid_until IS NULL OR mc.valid_until >= strftime('%Y-%m-%d', 'now'))
         WHERE c.id = ?`,
      )
      .bind(cartId),
    readCartCard,
  )
  if (!row) return null
  const code = normaliseBarcode(row.barcode ?? '')
  const usable =
    row.user_id !== null &&
    BARCODE_PATTERN.test(code) &&
    row.found === 1 &&
    (row.holder !== null ? row.holder === row.user_id : sameEmail(row.issued_to_email, row.account_email))
  return { barcode: row.barcode, userId: row.user_id, usable }
}
