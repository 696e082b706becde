import type { Locale } from '../../../contract/locales'
import type { UserDto } from '../../../contract/dto/users'
import type { AccessClaims } from '../../lib/tokens'
import { addressDto, addressSelect, type AddressRow } from './addresses'

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
  is_backoffice_user: number
  email_verified: number
  store_id: number
  created_at: string
  updated_at: string
}

interface CompanyRow {
  name: string
  oib: string
  address: string
  town: string
}

export async function getUserRow(db: D1Database, id: number): Promise<UserRow | null> {
  return db.prepare('SELECT * FROM users WHERE id = ?').bind(id).first<UserRow>()
}

/** Login accepts the e-mail or the username (both case-insensitive). */
export async function findUserByLogin(db: D1Database, login: string): Promise<UserRow | null> {
  const value = login.trim().toLowerCase()
  return db.prepare('SELECT * FROM users WHERE email = ?1 OR username = ?1 ORDER BY email = ?1 DESC LIMIT 1').bind(value).first<UserRow>()
}

export async function findUserByEmail(db: D1Database, email: string): Promise<UserRow | null> {
  return db.prepare('SELECT * FROM users WHERE email = ?').bind(email.trim().toLowerCase()).first<UserRow>()
}

export const claimsOf = (row: UserRow): AccessClaims => ({
  userId: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  isBackofficeUser: row.is_backoffice_user === 1,
})

export async function userDto(db: D1Database, row: UserRow, lang: Locale): Promise<UserDto> {
  const [company, addresses] = await db.batch([
    db.prepare('SELECT name, oib, address, town FROM user_companies WHERE user_id = ?').bind(row.id),
    db.prepare(`${addressSelect('user_addresses')} WHERE a.user_id = ? ORDER BY a.id`).bind(row.id),
  ])
  const companyRow = (company?.results[0] as CompanyRow | undefined) ?? null
  const addressRows = (addresses?.results ?? []) as AddressRow[]
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    details: { firstName: row.first_name, lastName: row.last_name, phone: row.phone },
    memberCardBarcode: row.member_card_barcode,
    isBackofficeUser: row.is_backoffice_user === 1,
    emailVerified: row.email_verified === 1,
    storeId: row.store_id,
    company: companyRow ? { name: companyRow.name, oib: companyRow.oib, address: companyRow.address, town: companyRow.town } : null,
    addresses: addressRows.map((r) => addressDto(r, lang)),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/** A user's own address (null when it does not exist or belongs to someone else). */
export async function getOwnAddress(db: D1Database, userId: number, addressId: number): Promise<AddressRow | null> {
  return db.prepare(`${addressSelect('user_addresses')} WHERE a.id = ? AND a.user_id = ?`).bind(addressId, userId).first<AddressRow>()
}
