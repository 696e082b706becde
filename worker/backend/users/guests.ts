import type { GuestCompanyDto, UserDetails } from '../../../contract/dto/users'

/** Guest users (guest_users): one row per e-mail, details and company stored as JSON. */
interface GuestRow {
  id: number
  email: string
  created_at: string
  updated_at: string
}

export interface Guest {
  id: number
  email: string
  createdAt: string
  updatedAt: string
}

const toGuest = (row: GuestRow): Guest => ({ id: row.id, email: row.email, createdAt: row.created_at, updatedAt: row.updated_at })

/** Creates the guest of an e-mail or touches the existing one. */
export async function upsertGuest(db: D1Database, email: string): Promise<Guest> {
  const row = await db
    .prepare(
      `INSERT INTO guest_users (email) VALUES (?)
       ON CONFLICT (email) DO UPDATE SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       RETURNING id, email, created_at, updated_at`,
    )
    .bind(email)
    .first<GuestRow>()
  if (!row) throw new Error('guest upsert returned no row')
  return toGuest(row)
}

/** Stores what was given: `details` when not undefined, `company` (null clears) when not undefined. */
export async function updateGuestData(
  db: D1Database,
  id: number,
  data: { details?: UserDetails | undefined; company?: GuestCompanyDto | null | undefined },
): Promise<void> {
  const updates: D1PreparedStatement[] = []
  if (data.details !== undefined) updates.push(db.prepare('UPDATE guest_users SET details = ? WHERE id = ?').bind(JSON.stringify(data.details), id))
  if (data.company !== undefined) updates.push(db.prepare('UPDATE guest_users SET company = ? WHERE id = ?').bind(JSON.stringify(data.company), id))
  if (updates.length > 0) await db.batch(updates)
}
