import type { AdminMemberCardRow } from '../../../contract/dto/admin'
import { auditStatement, auditTrail, type AuditActor, type AuditEntry } from '../audit-log'
import { containsSql } from '../contains-text'
import { batchRows, columns, firstRow, type Row } from '../rows'

/**
 * Membership cards for staff (issue 32): issued to an e-mail, held by one account
 * (users.member_card_barcode), switched off and on. Every change is one batch with its audit entry
 * (subject `membershipCard:<barcode>`: the number is unique and never changes).
 */

interface CardRow {
  id: number
  barcode: string
  active: number
  issued_to_email: string | null
  valid_until: string | null
  created_at: string
  holder_id: number | null
  holder_email: string | null
  holder_name: string
}

const cards = columns('membership_cards')
const readCardRow = (r: Row): CardRow => ({
  id: cards.int(r, 'id'),
  barcode: cards.text(r, 'barcode'),
  active: cards.flag(r, 'active'),
  issued_to_email: cards.nullableText(r, 'issued_to_email'),
  valid_until: cards.nullableText(r, 'valid_until'),
  created_at: cards.text(r, 'created_at'),
  holder_id: cards.nullableInt(r, 'holder_id'),
  holder_email: cards.nullableText(r, 'holder_email'),
  holder_name: cards.text(r, 'holder_name'),
})
const users = columns('users')
const readAccountRow = (r: Row) => ({
  id: users.int(r, 'id'),
  email: users.text(r, 'email'),
  member_card_barcode: users.nullableText(r, 'member_card_barcode'),
})

const toCard = (row: CardRow): AdminMemberCardRow => ({
  id: row.id,
  barcode: row.barcode,
  active: row.active === 1,
  issuedToEmail: row.issued_to_email,
  holder:
    row.holder_id !== null && row.holder_email !== null
      ? { id: row.holder_id, email: row.holder_email, name: row.holder_name }
      : null,
  validUntil: row.valid_until,
  createdAt: row.created_at,
})

/** The holder's name as the account has it ('' when they gave none). */
const HOLDER_NAME = "TRIM(COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, ''))"

const CARD_SELECT = `SELECT c.id, c.barcode, c.active, c.issued_to_email, c.valid_until, c.created_at, u.id AS holder_id, u.email AS holder_email,
  ${HOLDER_NAME} AS holder_name
  FROM membership_cards c LEFT JOIN users u ON u.member_card_barcode = c.barcode`

export const cardSubject = (barcode: string): string => `membershipCard:${barcode}`

/** Newest first; `q` is found in the number, the issued-to e-mail, or the holder's e-mail or name. */
export async function listMemberCards(
  db: D1Database,
  q: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: AdminMemberCardRow[]; total: number }> {
  const where = q
    ? `WHERE ${containsSql('c.barcode', '?1')} OR ${containsSql('c.issued_to_email', '?1')} OR ${containsSql('u.email', '?1')} OR ${containsSql(HOLDER_NAME, '?1')}`
    : ''
  const binds = q ? [q] : []
  const n = binds.length
  const [rows, count] = await db.batch([
    db
      .prepare(`${CARD_SELECT} ${where} ORDER BY c.id DESC LIMIT ?${n + 1} OFFSET ?${n + 2}`)
      .bind(...binds, limit, offset),
    db
      .prepare(
        `SELECT COUNT(*) AS total FROM membership_cards c LEFT JOIN users u ON u.member_card_barcode = c.barcode ${where}`,
      )
      .bind(...binds),
  ])
  return {
    rows: batchRows(rows, readCardRow).map(toCard),
    total: batchRows(count, (r) => cards.int(r, 'total'))[0] ?? 0,
  }
}

export async function findMemberCard(db: D1Database, id: number): Promise<AdminMemberCardRow | null> {
  const row = await firstRow(db.prepare(`${CARD_SELECT} WHERE c.id = ?`).bind(id), readCardRow)
  return row ? toCard(row) : null
}

export async function memberCardHistory(db: D1Database, card: AdminMemberCardRow): Promise<AuditEntry[]> {
  return auditTrail(db, cardSubject(card.barcode))
}

/** A new, active card issued to `email`; null when a card with the number exists. */
export async function issueMemberCard(
  db: D1Database,
  actor: AuditActor,
  input: { barcode: string; email: string },
): Promise<AdminMemberCardRow | null> {
  const [inserted] = await db.batch([
    db
      .prepare(
        "INSERT INTO membership_cards (barcode, holder_name, active, valid_until, issued_to_email) VALUES (?, '', 1, NULL, ?) ON CONFLICT (barcode) DO NOTHING RETURNING id",
      )
      .bind(input.barcode, input.email),
    auditStatement(db, {
      actor,
      action: 'memberCard.issue',
      subject: cardSubject(input.barcode),
      detail: { email: input.email },
    }),
  ])
  const id = ((inserted?.results ?? [])[0] as { id: number } | undefined)?.id
  return id === undefined ? null : findMemberCard(db, id)
}

export interface Account {
  id: number
  email: string
  memberCardBarcode: string | null
}

export async function findAccountByEmail(db: D1Database, email: string): Promise<Account | null> {
  const row = await firstRow(
    db.prepare('SELECT id, email, member_card_barcode FROM users WHERE email = ?').bind(email),
    readAccountRow,
  )
  return row ? { id: row.id, email: row.email, memberCardBarcode: row.member_card_barcode } : null
}

/**
 * The account now holds the card, and the card counts as issued to the account's e-mail. Only
 * while neither holds another (checked again in the statement itself): false when that changed.
 */
export async function assignMemberCard(
  db: D1Database,
  actor: AuditActor,
  card: AdminMemberCardRow,
  account: Account,
): Promise<boolean> {
  const [assigned] = await db.batch([
    db
      .prepare(
        'UPDATE users SET member_card_barcode = ?1 WHERE id = ?2 AND member_card_barcode IS NULL AND NOT EXISTS (SELECT 1 FROM users WHERE member_card_barcode = ?1)',
      )
      .bind(card.barcode, account.id),
    auditStatement(db, {
      actor,
      action: 'memberCard.assign',
      subject: cardSubject(card.barcode),
      detail: { accountId: account.id, email: account.email, issuedToBefore: card.issuedToEmail },
    }),
    db
      .prepare(
        'UPDATE membership_cards SET issued_to_email = ? WHERE id = ? AND EXISTS (SELECT 1 FROM users WHERE id = ? AND member_card_barcode = ?)',
      )
      .bind(account.email, card.id, account.id, card.barcode),
  ])
  return (assigned?.meta.changes ?? 0) === 1
}

/** The holder no longer holds the card (it stays issued to its e-mail); false when it was not held by them. */
export async function releaseMemberCard(
  db: D1Database,
  actor: AuditActor,
  card: AdminMemberCardRow,
  holder: { id: number; email: string },
): Promise<boolean> {
  const [released] = await db.batch([
    db
      .prepare('UPDATE users SET member_card_barcode = NULL WHERE id = ? AND member_card_barcode = ?')
      .bind(holder.id, card.barcode),
    auditStatement(db, {
      actor,
      action: 'memberCard.release',
      subject: cardSubject(card.barcode),
      detail: { accountId: holder.id, email: holder.email },
    }),
  ])
  return (released?.meta.changes ?? 0) === 1
}

/** Switches the card on or off (an inactive card gives nobody the member price); false when it already was. */
export async function setMemberCardActive(
  db: D1Database,
  actor: AuditActor,
  card: AdminMemberCardRow,
  active: boolean,
): Promise<boolean> {
  const [changed] = await db.batch([
    db
      .prepare('UPDATE membership_cards SET active = ? WHERE id = ? AND active != ?')
      .bind(active ? 1 : 0, card.id, active ? 1 : 0),
    auditStatement(db, {
      actor,
      action: active ? 'memberCard.activate' : 'memberCard.deactivate',
      subject: cardSubject(card.barcode),
    }),
  ])
  return (changed?.meta.changes ?? 0) === 1
}
