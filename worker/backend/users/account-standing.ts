import { STAFF_ROLES, type StaffRole } from '../../../contract/staff-roles'
import { columns, firstRow, type Row } from '../rows'

const users = columns('users')
const readStanding = (r: Row) => ({
  staffRole: r['staff_role'] === null ? null : users.oneOf(r, 'staff_role', STAFF_ROLES),
  blocked: r['blocked_at'] !== null,
})

export interface AccountStanding {
  /** The backoffice role the user row gives now (null: a customer). */
  readonly staffRole: StaffRole | null
  readonly blocked: boolean
}

/**
 * What an access token's account is now, not when the token was signed (it lives 15 minutes):
 * its staff role (issues 16 and 37: a demotion, a new role or a removal takes effect on the next
 * call), and not blocked by staff (issue 37: a blocked account's token counts for nothing at once).
 * One primary-key read per call that carries a token; null when the account is gone.
 */
export async function accountStanding(db: D1Database, userId: number): Promise<AccountStanding | null> {
  return firstRow(db.prepare('SELECT staff_role, blocked_at FROM users WHERE id = ?').bind(userId), readStanding)
}
