import { LOCALES, type Locale } from '../../../contract/locales'
import type { UserDto } from '../../../contract/dto/users'
import type { AccessClaims } from '../../lib/tokens'
import { STAFF_ROLES, type StaffRole } from '../../../contract/staff-roles'
import { columns, firstRow, batchRows, type Row } from '../rows'
import { addressDto, addressSelect, readAddressRow, type AddressRow } from './addresses'

/** Users table access. Rows carry password data; only `userDto` output ever leaves the backend. */
export interface UserRow {
  id: number
  email: string
  username: string
  password_hash: string
  password_salt: string
  password_iterations: number
  first_name: string
  last_name: string
  phone: string
  member_card_barcode: string | null
  /** Derived from `staff_role` by the database (migration 0051): 1 for every staff role. */
  is_backoffice_user: number
  staff_role: StaffRole | null
  email_verified: number
  pending_email: string | null
  /** When staff blocked the account (issue 37), or null. */
  blocked_at: string | null
  /** The language the account registered in (migration 0058): staff's later e-mails to it use it. */
  language: Locale
  store_id: number
  created_at: string
  updated_at: string
}

const users = columns('users')

export const readUserRow = (r: Row): UserRow => ({
  id: users.int(r, 'id'),
  email: users.text(r, 'email'),
  username: users.text(r, 'username'),
  password_hash: users.text(r, 'password_hash'),
  password_salt: users.text(r, 'password_salt'),
  password_iterations: users.int(r, 'password_iterations'),
  first_name: users.text(r, 'first_name'),
  last_name: users.text(r, 'last_name'),
  phone: users.text(r, 'phone'),
  member_card_barcode: users.nullableText(r, 'member_card_barcode'),
  is_backoffice_user: users.flag(r, 'is_backoffice_user'),
  staff_role: r['staff_role'] === null ? null : users.oneOf(r, 'staff_role', STAFF_ROLES),
  email_verified: users.flag(r, 'email_verified'),
  pending_email: users.nullableText(r, 'pending_email'),
  blocked_at: users.nullableText(r, 'blocked_at'),
  language: users.oneOf(r, 'language', LOCALES),
  store_id: users.int(r, 'store_id'),
  created_at: users.text(r, 'created_at'),
  updated_at: users.text(r, 'updated_at'),
})

const companies = columns('user_companies')
const readCompany = (r: Row): Company => ({
  name: companies.text(r, 'name'),
  oib: companies.text(r, 'oib'),
  address: companies.text(r, 'address'),
  town: companies.text(r, 'town'),
})
const readId = (r: Row) => ({ id: users.int(r, 'id') })
const readEmail = (r: Row) => ({ email: users.text(r, 'email') })

export async function getUserRow(db: D1Database, id: number): Promise<UserRow | null> {
  return firstRow(db.prepare('SELECT * FROM users WHERE id = ?').bind(id), readUserRow)
}

/** Login accepts the e-mail or the username (both case-insensitive). */
export async function findUserByLogin(db: D1Database, login: string): Promise<UserRow | null> {
  const value = login.trim().toLowerCase()
  return firstRow(
    db.prepare('SELECT * FROM users WHERE email = ?1 OR username = ?1 ORDER BY email = ?1 DESC LIMIT 1').bind(value),
    readUserRow,
  )
}

export async function findUserByEmail(db: D1Database, email: string): Promise<UserRow | null> {
  return firstRow(db.prepare('SELECT * FROM users WHERE email = ?').bind(email.trim().toLowerCase()), readUserRow)
}

export const claimsOf = (row: UserRow): AccessClaims => ({
  userId: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  isBackofficeUser: row.is_backoffice_user === 1,
  staffRole: row.staff_role,
})

export async function userDto(db: D1Database, row: UserRow, lang: Locale): Promise<UserDto> {
  const [company, addresses] = await db.batch([
    db.prepare('SELECT name, oib, address, town FROM user_companies WHERE user_id = ?').bind(row.id),
    db.prepare(`${addressSelect('user_addresses')} WHERE a.user_id = ? ORDER BY a.id`).bind(row.id),
  ])
  const companyRow = batchRows(company, readCompany)[0] ?? null
  const addressRows = batchRows(addresses, readAddressRow)
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    details: { firstName: row.first_name, lastName: row.last_name, phone: row.phone },
    memberCardBarcode: row.member_card_barcode,
    isBackofficeUser: row.is_backoffice_user === 1,
    staffRole: row.staff_role,
    emailVerified: row.email_verified === 1,
    pendingEmail: row.pending_email,
    storeId: row.store_id,
    company: companyRow
      ? { name: companyRow.name, oib: companyRow.oib, address: companyRow.address, town: companyRow.town }
      : null,
    addresses: addressRows.map((r) => addressDto(r, lang)),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/** A user's own address (null when it does not exist or belongs to someone else). */
export async function getOwnAddress(db: D1Database, userId: number, addressId: number): Promise<AddressRow | null> {
  return firstRow(
    db.prepare(`${addressSelect('user_addresses')} WHERE a.id = ? AND a.user_id = ?`).bind(addressId, userId),
    readAddressRow,
  )
}

const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`

export interface PasswordHash {
  hash: string
  salt: string
  iterations: number
}

export async function setPassword(db: D1Database, id: number, password: PasswordHash): Promise<void> {
  await db
    .prepare(
      `UPDATE users SET password_hash = ?, password_salt = ?, password_iterations = ?, updated_at = ${NOW} WHERE id = ?`,
    )
    .bind(password.hash, password.salt, password.iterations, id)
    .run()
}

/** Stores the hash of a password reset token and when it expires. */
export async function setPasswordResetToken(
  db: D1Database,
  id: number,
  tokenHash: string,
  expiresAt: string,
): Promise<void> {
  await db
    .prepare('UPDATE users SET password_reset_token = ?, password_reset_expires_at = ? WHERE id = ?')
    .bind(tokenHash, expiresAt, id)
    .run()
}

/** The user whose reset token hash matches and has not expired at `now`. */
export async function findUserIdByResetToken(db: D1Database, tokenHash: string, now: string): Promise<number | null> {
  const row = await firstRow(
    db
      .prepare('SELECT id FROM users WHERE password_reset_token = ? AND password_reset_expires_at > ?')
      .bind(tokenHash, now),
    readId,
  )
  return row?.id ?? null
}

/** Sets the password from a reset link; proving access to the mailbox also confirms the e-mail. */
export async function setPasswordFromReset(db: D1Database, id: number, password: PasswordHash): Promise<void> {
  await db
    .prepare(
      `UPDATE users SET password_hash = ?, password_salt = ?, password_iterations = ?, password_reset_token = NULL,
         password_reset_expires_at = NULL, email_verified = 1, verification_token = NULL, updated_at = ${NOW} WHERE id = ?`,
    )
    .bind(password.hash, password.salt, password.iterations, id)
    .run()
}

export interface NewUser {
  email: string
  username: string
  password: PasswordHash
  firstName: string
  lastName: string
  phone: string
  memberCardBarcode: string | null
  emailVerified: boolean
  verificationTokenHash: string | null
  consents: unknown
  storeId: number
  language: Locale
}

export async function insertUser(db: D1Database, u: NewUser): Promise<UserRow> {
  const row = await firstRow(
    db
      .prepare(
        `INSERT INTO users (email, username, password_hash, password_salt, password_iterations, first_name, last_name, phone,
         member_card_barcode, email_verified, verification_token, register_consents, store_id, language)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      )
      .bind(
        u.email,
        u.username,
        u.password.hash,
        u.password.salt,
        u.password.iterations,
        u.firstName,
        u.lastName,
        u.phone,
        u.memberCardBarcode,
        u.emailVerified ? 1 : 0,
        u.verificationTokenHash,
        JSON.stringify(u.consents),
        u.storeId,
        u.language,
      ),
    readUserRow,
  )
  if (!row) throw new Error('user insert returned no row')
  return row
}

export async function deleteUser(db: D1Database, id: number): Promise<void> {
  await db.prepare('DELETE FROM users WHERE id = ?').bind(id).run()
}

/** Confirms the e-mail whose verification token hash matches; its e-mail, or null. */
export async function verifyEmailByToken(db: D1Database, tokenHash: string): Promise<string | null> {
  const row = await firstRow(
    db
      .prepare(
        `UPDATE users SET email_verified = 1, verification_token = NULL, updated_at = ${NOW} WHERE verification_token = ? RETURNING email`,
      )
      .bind(tokenHash),
    readEmail,
  )
  return row?.email ?? null
}

export interface Company {
  name: string
  oib: string
  address: string
  town: string
}

export interface ProfileUpdate {
  email: string
  username: string
  firstName: string
  lastName: string
  phone: string
  memberCardBarcode: string | null
}

export const updateProfileStatement = (db: D1Database, id: number, p: ProfileUpdate): D1PreparedStatement =>
  db
    .prepare(
      `UPDATE users SET email = ?, username = ?, first_name = ?, last_name = ?, phone = ?, member_card_barcode = ?, updated_at = ${NOW} WHERE id = ?`,
    )
    .bind(p.email, p.username, p.firstName, p.lastName, p.phone, p.memberCardBarcode, id)

export const upsertCompanyStatement = (db: D1Database, userId: number, co: Company): D1PreparedStatement =>
  db
    .prepare(
      `INSERT INTO user_companies (user_id, name, oib, address, town) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, oib = excluded.oib, address = excluded.address, town = excluded.town`,
    )
    .bind(userId, co.name, co.oib, co.address, co.town)

export const deleteCompanyStatement = (db: D1Database, userId: number): D1PreparedStatement =>
  db.prepare('DELETE FROM user_companies WHERE user_id = ?').bind(userId)
