import type { Locale } from '../../../contract/locales'
import type { OrderAddress } from '../../../contract/dto/commerce'
import { refuse } from '../http'
import { findCountry } from '../settings/repository'
import { addressFields, addressSelect, readAddressRow, type AddressRow } from '../users/addresses'
import { allRows, columns, firstRow, type Row } from '../rows'

const readCountryId = (r: Row) => ({ country_id: columns('addresses').int(r, 'country_id') })
import type { Buyer } from './buyer'
import type { AddressInput } from '../../../contract/schemas/commerce'

/** Address snapshots for an order: from the request body, else the buyer's stored addresses. */
export async function snapshotFromInput(
  db: D1Database,
  input: AddressInput,
  lang: Locale,
  field: string,
): Promise<OrderAddress> {
  const country = await findCountry(db, input.country, lang)
  if (!country) throw refuse(400, 'UNKNOWN_COUNTRY', { params: { country: input.country }, field: `${field}.country` })
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    contactEmail: input.contactEmail,
    contactPhone: input.contactPhone,
    country: country.iso,
    countryName: country.name,
    city: input.city,
    street: input.street,
    houseNumber: input.houseNumber,
    zipCode: input.zipCode,
    companyName: input.companyName,
    companyOIB: input.companyOIB,
  }
}

async function snapshotFromRow(db: D1Database, row: AddressRow, lang: Locale): Promise<OrderAddress> {
  return withCountryName(db, { ...addressFields(row), country: row.country_iso }, lang)
}

/** An address with its country's name in `lang` (the ISO code when the country is not known). */
export async function withCountryName(
  db: D1Database,
  address: Omit<OrderAddress, 'countryName'>,
  lang: Locale,
): Promise<OrderAddress> {
  return { ...address, countryName: (await findCountry(db, address.country, lang))?.name ?? address.country }
}

/**
 * The buyer's stored addresses in the order's language: shipping = kind shipping / type Shipping,
 * else main; billing = kind billing, else main.
 */
export async function storedAddresses(
  db: D1Database,
  buyer: Buyer,
  lang: Locale,
): Promise<{ shipping: OrderAddress | null; billing: OrderAddress | null }> {
  const results =
    buyer.userId !== null
      ? await allRows(
          db.prepare(`${addressSelect('user_addresses')} WHERE a.user_id = ? ORDER BY a.id`).bind(buyer.userId),
          readAddressRow,
        )
      : await allRows(
          db
            .prepare(`${addressSelect('guest_addresses')} WHERE a.guest_user_id = ? AND a.archived = 0 ORDER BY a.id`)
            .bind(buyer.guestUserId),
          readAddressRow,
        )
  const main = results.find((r) => r.kind === 'main') ?? results[0] ?? null
  const shipping = results.find((r) => r.kind === 'shipping') ?? results.find((r) => r.type === 'Shipping') ?? main
  const billing = results.find((r) => r.kind === 'billing') ?? main
  return {
    shipping: shipping ? await snapshotFromRow(db, shipping, lang) : null,
    billing: billing ? await snapshotFromRow(db, billing, lang) : null,
  }
}

/** The country of a stored address, if the address belongs to its owner (a user or a guest). */
export async function addressCountryId(
  db: D1Database,
  owner: { userId: number } | { guestUserId: number },
  addressId: number,
): Promise<number | null> {
  const row =
    'userId' in owner
      ? await firstRow(
          db
            .prepare('SELECT country_id FROM user_addresses WHERE id = ? AND user_id = ?')
            .bind(addressId, owner.userId),
          readCountryId,
        )
      : await firstRow(
          db
            .prepare('SELECT country_id FROM guest_addresses WHERE id = ? AND guest_user_id = ?')
            .bind(addressId, owner.guestUserId),
          readCountryId,
        )
  return row?.country_id ?? null
}
