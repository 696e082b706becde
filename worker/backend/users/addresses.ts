import type { Locale } from '../../../contract/locales'
import type { AddressDto, AddressKind, AddressType } from '../../../contract/dto/users'
import type { StoredCheckoutSettings } from '../settings/repository'
import { refuse } from '../http'
import { batchRows, columns, firstRow, allRows, type Row } from '../rows'
import { findCountry } from '../settings/repository'
import type { AddressInput } from '../../../contract/schemas/users'
import { isAllowedName } from '../../../contract/validation/name'

/** Addresses of users (user_addresses) and guests (guest_addresses): same columns, same DTO. */

export interface AddressRow {
  id: number
  first_name: string
  last_name: string
  contact_email: string
  contact_phone: string
  country_id: number
  country_iso: string
  country_name_hr: string
  country_name_en: string
  city: string
  street: string
  house_number: string
  zip_code: string
  company_name: string
  company_oib: string
  type: AddressType
  kind: AddressKind
  created_at: string
  updated_at: string
}

export type AddressTable = 'user_addresses' | 'guest_addresses'

const addresses = columns('addresses')

export const readAddressRow = (r: Row): AddressRow => ({
  id: addresses.int(r, 'id'),
  first_name: addresses.text(r, 'first_name'),
  last_name: addresses.text(r, 'last_name'),
  contact_email: addresses.text(r, 'contact_email'),
  contact_phone: addresses.text(r, 'contact_phone'),
  country_id: addresses.int(r, 'country_id'),
  country_iso: addresses.text(r, 'country_iso'),
  country_name_hr: addresses.text(r, 'country_name_hr'),
  country_name_en: addresses.text(r, 'country_name_en'),
  city: addresses.text(r, 'city'),
  street: addresses.text(r, 'street'),
  house_number: addresses.text(r, 'house_number'),
  zip_code: addresses.text(r, 'zip_code'),
  company_name: addresses.text(r, 'company_name'),
  company_oib: addresses.text(r, 'company_oib'),
  type: addresses.oneOf(r, 'type', ['Shipping', 'Main']),
  kind: addresses.oneOf(r, 'kind', ['main', 'billing', 'shipping', 'other']),
  created_at: addresses.text(r, 'created_at'),
  updated_at: addresses.text(r, 'updated_at'),
})

export const addressSelect = (table: AddressTable) =>
  `SELECT a.*, c.iso AS country_iso, c.name_hr AS country_name_hr, c.name_en AS country_name_en
   FROM ${table} a JOIN countries c ON c.id = a.country_id`

export function addressDto(row: AddressRow, lang: Locale): AddressDto {
  return {
    id: row.id,
    ...addressFields(row),
    countryId: row.country_id,
    country: row.country_iso,
    countryName: lang === 'hr' ? row.country_name_hr : row.country_name_en,
    type: row.type,
    kind: row.kind,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/** The one name rule (contract/validation/name.ts) while specialCharValidation is on; `field` is the body's path. */
export function checkName(field: string, value: string, settings: StoredCheckoutSettings): void {
  if (settings.specialCharValidation && !isAllowedName(value))
    throw refuse(400, 'NAME_CHARACTERS_NOT_ALLOWED', { field })
}

/** A person's first and last name (an account, a guest, an address) under the name rule; `path` prefixes the fields. */
export function checkNames(
  names: { firstName: string; lastName: string },
  settings: StoredCheckoutSettings,
  path = '',
) {
  checkName(`${path}firstName`, names.firstName, settings)
  checkName(`${path}lastName`, names.lastName, settings)
}

/** An address ready to store: the country resolved to an id and allowed by the checkout settings. */
export interface PreparedAddress extends Omit<AddressInput, 'country'> {
  countryId: number
}

/** `settings` may still be on its way: the country is read beside it (issue 38: one round trip). */
export async function prepareAddress(
  db: D1Database,
  input: AddressInput,
  settingsRead: StoredCheckoutSettings | Promise<StoredCheckoutSettings>,
  lang: Locale,
  path = '',
): Promise<PreparedAddress> {
  const [country, settings] = await Promise.all([findCountry(db, input.country, lang), settingsRead])
  if (!country) throw refuse(400, 'UNKNOWN_COUNTRY', { params: { country: input.country }, field: `${path}country` })
  if (settings.allowedCountries !== 'ALL' && !settings.allowedCountries.includes(country.iso)) {
    throw refuse(400, 'COUNTRY_NOT_ALLOWED', { params: { country: country.name }, field: `${path}country` })
  }
  checkNames(input, settings, path)
  const { country: _country, ...rest } = input
  return { ...rest, countryId: country.id }
}

export const COLUMNS =
  'first_name, last_name, contact_email, contact_phone, country_id, city, street, house_number, zip_code, company_name, company_oib, type, kind'

export const values = (a: PreparedAddress) => [
  a.firstName,
  a.lastName,
  a.contactEmail,
  a.contactPhone,
  a.countryId,
  a.city,
  a.street,
  a.houseNumber,
  a.zipCode,
  a.companyName,
  a.companyOIB,
  a.type,
  a.kind,
]

export function insertAddressStatement(
  db: D1Database,
  table: AddressTable,
  ownerId: number,
  a: PreparedAddress,
): D1PreparedStatement {
  const owner = table === 'user_addresses' ? 'user_id' : 'guest_user_id'
  return db
    .prepare(
      `INSERT INTO ${table} (${owner}, ${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .bind(ownerId, ...values(a))
}

export function updateAddressStatement(
  db: D1Database,
  table: AddressTable,
  id: number,
  a: PreparedAddress,
): D1PreparedStatement {
  const sets = COLUMNS.split(', ')
    .map((col) => `${col} = ?`)
    .join(', ')
  return db
    .prepare(`UPDATE ${table} SET ${sets}, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?`)
    .bind(...values(a), id)
}

/** Turns a stored row back into input form (for partial updates). */
/** The fields every view of a stored address shares (the address book, its edit input, an order's snapshot). */
export function addressFields(row: AddressRow) {
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    city: row.city,
    street: row.street,
    houseNumber: row.house_number,
    zipCode: row.zip_code,
    companyName: row.company_name,
    companyOIB: row.company_oib,
  }
}

export function rowToInput(row: AddressRow): AddressInput {
  return {
    ...addressFields(row),
    country: row.country_id,
    type: row.type,
    kind: row.kind,
  }
}

/** Two addresses describe the same place and person (guest updates reuse instead of duplicating). */
export function sameAddress(row: AddressRow, a: PreparedAddress): boolean {
  return (
    row.first_name === a.firstName &&
    row.last_name === a.lastName &&
    row.contact_email === a.contactEmail &&
    row.contact_phone === a.contactPhone &&
    row.country_id === a.countryId &&
    row.city === a.city &&
    row.street === a.street &&
    row.house_number === a.houseNumber &&
    row.zip_code === a.zipCode &&
    row.company_name === a.companyName &&
    row.company_oib === a.companyOIB &&
    row.type === a.type &&
    row.kind === a.kind
  )
}

/** Guest addresses carry an archived flag: replaced ones are archived, never deleted. */
export interface GuestAddressRow extends AddressRow {
  archived: number
}

export const readGuestAddressRow = (r: Row): GuestAddressRow => ({
  ...readAddressRow(r),
  archived: addresses.flag(r, 'archived'),
})
const readId = (r: Row) => ({ id: addresses.int(r, 'id') })

/** A guest's addresses, live ones first (newest first within each group). */
export async function listGuestAddresses(db: D1Database, guestUserId: number): Promise<GuestAddressRow[]> {
  return allRows(
    db
      .prepare(`${addressSelect('guest_addresses')} WHERE a.guest_user_id = ? ORDER BY a.archived, a.id DESC`)
      .bind(guestUserId),
    readGuestAddressRow,
  )
}

/** Overwrites a stored guest address with `a` and makes it live again. */
export async function reuseGuestAddress(db: D1Database, id: number, a: PreparedAddress): Promise<void> {
  await db.batch([
    updateAddressStatement(db, 'guest_addresses', id, a),
    db.prepare('UPDATE guest_addresses SET archived = 0 WHERE id = ?').bind(id),
  ])
}

/** Inserts an address and returns its id. */
export async function insertAddress(
  db: D1Database,
  table: AddressTable,
  ownerId: number,
  a: PreparedAddress,
): Promise<number> {
  const row = await firstRow(insertAddressStatement(db, table, ownerId, a), readId)
  if (!row) throw new Error(`${table} insert returned no row`)
  return row.id
}

export async function updateAddress(
  db: D1Database,
  table: AddressTable,
  id: number,
  a: PreparedAddress,
): Promise<void> {
  await updateAddressStatement(db, table, id, a).run()
}

/**
 * Archives every address of a guest except `keep`, and answers the guest's live addresses, in one
 * batch: one round trip (issue 38).
 */
export async function archiveGuestAddressesExceptAndList(
  db: D1Database,
  guestUserId: number,
  keep: readonly number[],
): Promise<GuestAddressRow[]> {
  const placeholders = keep.length > 0 ? keep.map(() => '?').join(', ') : '0'
  const [, live] = await db.batch([
    db
      .prepare(`UPDATE guest_addresses SET archived = 1 WHERE guest_user_id = ? AND id NOT IN (${placeholders})`)
      .bind(guestUserId, ...keep),
    db.prepare(`${addressSelect('guest_addresses')} WHERE a.guest_user_id = ? AND a.archived = 0`).bind(guestUserId),
  ])
  return batchRows(live, readGuestAddressRow)
}

/**
 * A user marks at most one address as main, one as billing and one as shipping: marking `id`
 * turns the previous holder of that mark into an 'other' address.
 */
export async function keepMarkUnique(db: D1Database, userId: number, id: number, kind: AddressKind): Promise<void> {
  if (kind === 'other') return
  await db
    .prepare("UPDATE user_addresses SET kind = 'other' WHERE user_id = ? AND kind = ? AND id != ?")
    .bind(userId, kind, id)
    .run()
}

/** Deletes a user's own address; false when it does not exist or belongs to someone else. */
export async function deleteOwnAddress(db: D1Database, userId: number, id: number): Promise<boolean> {
  const result = await db.prepare('DELETE FROM user_addresses WHERE id = ? AND user_id = ?').bind(id, userId).run()
  return result.meta.changes === 1
}
