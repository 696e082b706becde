import { STAFF_ROLES, type StaffRole } from '../../../contract/staff-roles'
import { columns, firstRow, type Row } from '../rows'

const users = columns('users')
const readRole = (r: Row) => ({
  staff_role: r['staff_role'] === null ? null : users.oneOf(r, 'staff_role', STAFF_ROLES),
})
/**
 * A token's backoffice flag and role are only claims made when it was signed: staff who lost the
 * role (or got another one) keep a valid token for up to 15 minutes. Every call whose token claims
 * staff is confirmed against the user row (one primary-key read; customers' calls never pay it),
 * so a demotion, a new role or a removal takes effect on the next call (issues 16 and 37).
 */
export async function staffRoleNow(db: D1Database, userId: number): Promise<StaffRole | null> {
  const row = await firstRow(db.prepare('SELECT staff_role FROM users WHERE id = ?').bind(userId), readRole)
  return row?.staff_role ?? null
}
