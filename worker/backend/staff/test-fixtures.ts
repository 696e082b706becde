import { env } from 'cloudflare:test'
import type { StaffRole } from '../../../contract/staff-roles'
import { signAccessToken } from '../../lib/tokens'
import { uniqueEmail } from '../test-helpers'

export interface TestAccount {
  userId: number
  email: string
  /** An access token whose claims say what the row said when it was made. */
  token: string
}

/** A fresh account with this staff role (null: a customer); not loginable, its token is signed directly. */
export async function accountWithRole(role: StaffRole | null, prefix = 'staff'): Promise<TestAccount> {
  const email = uniqueEmail(prefix)
  const row = await env.DB.prepare(
    `INSERT INTO users (email, username, password_hash, password_salt, password_iterations, first_name, last_name, staff_role, email_verified)
     VALUES (?1, ?1, 'x', 'x', 100000, 'Test', 'Osoblje', ?2, 1) RETURNING id`,
  )
    .bind(email, role)
    .first<{ id: number }>()
  if (!row) throw new Error('user insert failed')
  return { userId: row.id, email, token: await tokenFor(row.id, email, role) }
}

/** A token claiming `role` for this account, whatever its row says now (a stale or forged claim). */
export const tokenFor = (userId: number, email: string, role: StaffRole | null): Promise<string> =>
  signAccessToken(env, {
    userId,
    email,
    firstName: 'Test',
    lastName: 'Osoblje',
    isBackofficeUser: role !== null,
    staffRole: role,
  })
