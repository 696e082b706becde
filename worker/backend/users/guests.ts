import type { GuestCompanyDto, UserDetails } from '../../../contract/dto/users'
import { columns, firstRow, type Row } from '../rows'

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

/** The cart's own guest with this e-mail: created and bound to the cart on first use, else updated. */
export async function guestOfCart(
  db: D1Database,
  cartId: string,
  currentGuestId: number | null,
  email: string,
): Promise<Guest> {
  if (currentGuestId !== null) {
    const row = await firstRow(
      db
        .prepare(
          `UPDATE guest_users SET email = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?
         RETURNING id, email, created_at, updated_at`,
        )
        .bind(email, currentGuestId),
      readGuestRow,
    )
    if (row) return toGuest(row)
  }
  const row = await firstRow(
    db.prepare('INSERT INTO guest_users (email) VALUES (?) RETURNING id, email, created_at, updated_at').bind(email),
    readGuestRow,
  )
  if (!row) throw new Error('guest insert returned no row')
  await db.prepare('UPDATE carts SET guest_user_id = ? WHERE id = ?').bind(row.id, cartId).run()
  return toGuest(row)
}

/** Stores what was given: `details` when not undefined, `company` (null clears) when not undefined. */
export async function updateGuestData(
  db: D1Database,
  id: number,
  data: { details?: UserDetails | undefined; company?: GuestCompanyDto | null | undefined },
): Promise<void> {
  const updates: D1PreparedStatement[] = []
  if (data.details !== undefined)
    updates.push(db.prepare('UPDATE guest_users SET details = ? WHERE id = ?').bind(JSON.stringify(data.details), id))
  if (data.company !== undefined)
    updates.push(db.prepare('UPDATE guest_users SET company = ? WHERE id = ?').bind(JSON.stringify(data.company), id))
  if (updates.length > 0) await db.batch(updates)
}
