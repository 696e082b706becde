import type { GuestCompanyDto, UserDetails } from '../../../contract/dto/users'
import { batchRows, columns, type Row } from '../rows'

/**
 * Guest users (guest_users): one row per cart session that checks out without an account (the
 * cart's guest_user_id), details and company stored as JSON. Two checkouts with the same e-mail
 * are two guests: an e-mail is not a credential.
 */
interface GuestRow {
  id: number
  email: string
  created_at: string
  updated_at: string
}

const guests = columns('guest_users')
const readGuestRow = (r: Row): GuestRow => ({
  id: guests.int(r, 'id'),
  email: guests.text(r, 'email'),
  created_at: guests.text(r, 'created_at'),
  updated_at: guests.text(r, 'updated_at'),
})

export interface Guest {
  id: number
  email: string
  createdAt: string
  updatedAt: string
}

const toGuest = (row: GuestRow): Guest => ({
  id: row.id,
  email: row.email,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
})

/** What a guest update stores: `details` when not undefined, `company` (null clears) when not undefined. */
export interface GuestData {
  details?: UserDetails | undefined
  company?: GuestCompanyDto | null | undefined
}

/** The statements storing `data` on the guest `guestId` names (an id, or a subquery). */
function dataStatements(db: D1Database, guestId: string, bound: unknown, data: GuestData): D1PreparedStatement[] {
  const updates: D1PreparedStatement[] = []
  if (data.details !== undefined)
    updates.push(
      db.prepare(`UPDATE guest_users SET details = ? WHERE id = ${guestId}`).bind(JSON.stringify(data.details), bound),
    )
  if (data.company !== undefined)
    updates.push(
      db.prepare(`UPDATE guest_users SET company = ? WHERE id = ${guestId}`).bind(JSON.stringify(data.company), bound),
    )
  return updates
}

/** Where statements find the cart's guest: its id when it has one, else the cart's link (set earlier in the batch). */
export interface GuestRef {
  sql: string
  bound: unknown
}

export const guestRefOf = (cartId: string, currentGuestId: number | null): GuestRef =>
  currentGuestId === null
    ? { sql: '(SELECT guest_user_id FROM carts WHERE id = ?)', bound: cartId }
    : { sql: '?', bound: currentGuestId }

/**
 * The statements storing the cart's own guest with this e-mail and `data` (created and bound to the
 * cart when it has none), to run first in a batch: the first answers the guest (readStoredGuest).
 */
export function storeGuestStatements(
  db: D1Database,
  cartId: string,
  currentGuestId: number | null,
  email: string,
  data: GuestData,
): D1PreparedStatement[] {
  if (currentGuestId !== null)
    return [
      db
        .prepare(
          `UPDATE guest_users SET email = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?
         RETURNING id, email, created_at, updated_at`,
        )
        .bind(email, currentGuestId),
      ...dataStatements(db, '?', currentGuestId, data),
    ]
  // The new guest is bound to the cart by the insert's own row id, and its data stored by the cart's link.
  const ref = guestRefOf(cartId, null)
  return [
    db.prepare('INSERT INTO guest_users (email) VALUES (?) RETURNING id, email, created_at, updated_at').bind(email),
    db.prepare('UPDATE carts SET guest_user_id = last_insert_rowid() WHERE id = ?').bind(cartId),
    ...dataStatements(db, ref.sql, ref.bound, data),
  ]
}

/** The guest the first of storeGuestStatements answered (null: the guest to update is gone). */
export const readStoredGuest = (result: D1Result | undefined): Guest | null => {
  const row = result ? batchRows(result, readGuestRow)[0] : undefined
  return row ? toGuest(row) : null
}
