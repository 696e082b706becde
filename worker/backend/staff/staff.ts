import type { StaffMemberDto } from '../../../contract/dto/staff'
import { STAFF_ROLES, type StaffRole } from '../../../contract/staff-roles'
import { auditStatement, type AuditActor } from '../audit-log'
import { containsSql } from '../contains-text'
import { batchRows, columns, firstRow, type Row } from '../rows'
import type { PasswordHash } from '../users/crypto'

/**
 * Staff accounts (issue 37): the users rows whose `staff_role` is set. Every change is one batch
 * with its audit entry, and the last-owner rule is part of the change's own statement, so two
 * owners demoting each other at once can never leave the shop without one.
 */

const users = columns('users')
const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`

interface StaffRow {
  id: number
  email: string
  first_name: string
  last_name: string
  staff_role: StaffRole
  last_login_at: string | null
}

const readStaffRow = (r: Row): StaffRow => ({
  id: users.int(r, 'id'),
  email: users.text(r, 'email'),
  first_name: users.text(r, 'first_name'),
  last_name: users.text(r, 'last_name'),
  staff_role: users.oneOf(r, 'staff_role', STAFF_ROLES),
  last_login_at: users.nullableText(r, 'last_login_at'),
})

const toMember = (row: StaffRow): StaffMemberDto => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  role: row.staff_role,
  status: row.last_login_at === null ? 'invited' : 'active',
  lastLoginAt: row.last_login_at,
})

/** A login starts a refresh-token family: the newest family's first token is the last login. */
const STAFF_SELECT = `SELECT u.id, u.email, u.first_name, u.last_name, u.staff_role,
  (SELECT MAX(r.created_at) FROM refresh_tokens r WHERE r.user_id = u.id
     AND NOT EXISTS (SELECT 1 FROM refresh_tokens f WHERE f.family_id = r.family_id AND f.id < r.id)) AS last_login_at
  FROM users u`

export async function listStaff(
  db: D1Database,
  q: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: StaffMemberDto[]; total: number }> {
  const search = q
    ? ` AND (${containsSql('u.email', '?1')} OR ${containsSql("u.first_name || ' ' || u.last_name", '?1')})`
    : ''
  const binds = q ? [q] : []
  const n = binds.length
  const [rows, count] = await db.batch([
    db
      .prepare(
        `${STAFF_SELECT} WHERE u.staff_role IS NOT NULL${search} ORDER BY u.email LIMIT ?${n + 1} OFFSET ?${n + 2}`,
      )
      .bind(...binds, limit, offset),
    db.prepare(`SELECT COUNT(*) AS total FROM users u WHERE u.staff_role IS NOT NULL${search}`).bind(...binds),
  ])
  return {
    rows: batchRows(rows, readStaffRow).map(toMember),
    total: batchRows(count, (r) => users.int(r, 'total'))[0] ?? 0,
  }
}

export async function findStaffMember(db: D1Database, id: number): Promise<StaffMemberDto | null> {
  const row = await firstRow(
    db.prepare(`${STAFF_SELECT} WHERE u.id = ? AND u.staff_role IS NOT NULL`).bind(id),
    readStaffRow,
  )
  return row ? toMember(row) : null
}

export interface AccountRole {
  id: number
  role: StaffRole | null
}

const readAccountRole = (r: Row): AccountRole => ({
  id: users.int(r, 'id'),
  role: r['staff_role'] === null ? null : users.oneOf(r, 'staff_role', STAFF_ROLES),
})

export async function findAccountByEmail(db: D1Database, email: string): Promise<AccountRole | null> {
  return firstRow(db.prepare('SELECT id, staff_role FROM users WHERE email = ?').bind(email), readAccountRole)
}

export async function findAccount(db: D1Database, id: number): Promise<AccountRole | null> {
  return firstRow(db.prepare('SELECT id, staff_role FROM users WHERE id = ?').bind(id), readAccountRole)
}

export interface NewStaffAccount {
  email: string
  firstName: string
  lastName: string
  role: StaffRole
  /** An unusable password the invitee replaces through the invitation's link. */
  password: PasswordHash
}

/** A new account with a role; false when the e-mail already has one (a race with a registration). */
export async function createStaffAccount(
  db: D1Database,
  account: NewStaffAccount,
  actor: AuditActor,
): Promise<boolean> {
  const [insert] = await db.batch([
    db
      .prepare(
        `INSERT OR IGNORE INTO users (email, username, password_hash, password_salt, password_iterations, first_name, last_name, staff_role)
         VALUES (?1, ?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
      )
      .bind(
        account.email,
        account.password.hash,
        account.password.salt,
        account.password.iterations,
        account.firstName,
        account.lastName,
        account.role,
      ),
    db
      .prepare(
        `INSERT INTO audit_log (actor_user_id, actor_email, action, subject, detail)
         SELECT ?1, ?2, 'staff.invite', 'user:' || id, ?3 FROM users WHERE email = ?4 AND changes() > 0`,
      )
      .bind(actor.userId, actor.email, JSON.stringify({ role: account.role, created: true }), account.email),
  ])
  return (insert?.meta.changes ?? 0) > 0
}

/** A customer becomes staff; false when the account is already staff (or gone). */
export async function promoteCustomer(
  db: D1Database,
  id: number,
  role: StaffRole,
  actor: AuditActor,
): Promise<boolean> {
  const [update] = await db.batch([
    db
      .prepare(`UPDATE users SET staff_role = ?2, updated_at = ${NOW} WHERE id = ?1 AND staff_role IS NULL`)
      .bind(id, role),
    auditStatement(db, { actor, action: 'staff.invite', subject: `user:${id}`, detail: { role, created: false } }),
  ])
  return (update?.meta.changes ?? 0) > 0
}

/**
 * Gives a staff account another role (`null`: no longer staff). Refused (false) when the account
 * is not staff, or when it is the last owner and would stop being one.
 */
export async function setStaffRole(
  db: D1Database,
  id: number,
  from: StaffRole,
  to: StaffRole | null,
  actor: AuditActor,
): Promise<boolean> {
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE users SET staff_role = ?2, updated_at = ${NOW}
         WHERE id = ?1 AND staff_role = ?3
           AND (staff_role <> 'owner' OR ?2 IS 'owner'
                OR (SELECT COUNT(*) FROM users WHERE staff_role = 'owner') > 1)`,
      )
      .bind(id, to, from),
    auditStatement(db, {
      actor,
      action: to === null ? 'staff.remove' : 'staff.role',
      subject: `user:${id}`,
      detail: { from, to },
    }),
  ])
  return (update?.meta.changes ?? 0) > 0
}

/** Is this account the shop's only owner? */
export async function isLastOwner(db: D1Database, id: number): Promise<boolean> {
  const row = await firstRow(
    db
      .prepare(
        "SELECT (SELECT staff_role FROM users WHERE id = ?1) = 'owner' AND (SELECT COUNT(*) FROM users WHERE staff_role = 'owner') = 1 AS last",
      )
      .bind(id),
    (r) => ({ last: r['last'] === 1 }),
  )
  return row?.last ?? false
}
