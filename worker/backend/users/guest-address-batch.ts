import type { Locale } from '../../../contract/locales'
import type { AddressDto } from '../../../contract/dto/users'
import { allRows, batchRows, columns, type Row } from '../rows'
import {
  addressDto,
  addressSelect,
  COLUMNS,
  readGuestAddressRow,
  sameAddress,
  updateAddressStatement,
  values,
  type GuestAddressRow,
  type PreparedAddress,
} from './addresses'
import type { GuestRef } from './guests'

/**
 * A guest update's addresses in the same batch as the guest's own write (issue 38: the update's
 * second and last round trip). What is stored is decided before, from the guest's addresses read
 * beside the cart: an input address that names a stored one (its id, else the same fields) reuses
 * it; any other is inserted; every other stored address is archived, never deleted (carts and
 * orders may point at them).
 */

/** The addresses of the cart's guest, live ones first (newest first within each group): read beside the cart. */
export async function listGuestAddressesOfCart(db: D1Database, cartId: string): Promise<GuestAddressRow[]> {
  return allRows(
    db
      .prepare(
        `${addressSelect('guest_addresses')} WHERE a.guest_user_id = (SELECT guest_user_id FROM carts WHERE id = ?)
         ORDER BY a.archived, a.id DESC`,
      )
      .bind(cartId),
    readGuestAddressRow,
  )
}

/** Each input address in order: the stored row it reuses, or null to insert it. */
export type AddressPlan = Array<{ address: PreparedAddress; reuse: number | null }>

/** Matches the input addresses to the stored ones: its own id first, else an identical stored address. */
export function planAddresses(
  stored: readonly GuestAddressRow[],
  inputs: ReadonlyArray<PreparedAddress & { id?: number | undefined }>,
): AddressPlan {
  const taken = new Set<number>()
  return inputs.map((input) => {
    const byId = input.id === undefined ? undefined : stored.find((r) => r.id === input.id && !taken.has(r.id))
    const match = byId ?? stored.find((r) => !taken.has(r.id) && sameAddress(r, input))
    if (match) taken.add(match.id)
    return { address: input, reuse: match ? match.id : null }
  })
}

/**
 * The plan's statements, for after the guest's write in the same batch: archive what is not kept,
 * store each address, then read the guest's live addresses. An insert stores nothing when the
 * guest `ref` names is gone (it selects its owner from guest_users).
 */
export function addressStatements(db: D1Database, ref: GuestRef, plan: AddressPlan): D1PreparedStatement[] {
  const kept = plan.flatMap((p) => (p.reuse === null ? [] : [p.reuse]))
  const placeholders = kept.length > 0 ? kept.map(() => '?').join(', ') : '0'
  const marks = COLUMNS.split(', ')
    .map(() => '?')
    .join(', ')
  return [
    db
      .prepare(
        `UPDATE guest_addresses SET archived = 1 WHERE guest_user_id = ${ref.sql} AND id NOT IN (${placeholders})`,
      )
      .bind(ref.bound, ...kept),
    ...plan.flatMap(({ address, reuse }) =>
      reuse === null
        ? [
            db
              .prepare(
                `INSERT INTO guest_addresses (guest_user_id, ${COLUMNS})
                 SELECT g.id, ${marks} FROM guest_users g WHERE g.id = ${ref.sql} RETURNING id`,
              )
              .bind(...values(address), ref.bound),
          ]
        : [
            updateAddressStatement(db, 'guest_addresses', reuse, address),
            db.prepare('UPDATE guest_addresses SET archived = 0 WHERE id = ?').bind(reuse),
          ],
    ),
    db
      .prepare(`${addressSelect('guest_addresses')} WHERE a.guest_user_id = ${ref.sql} AND a.archived = 0`)
      .bind(ref.bound),
  ]
}

const readId = (r: Row) => ({ id: columns('addresses').int(r, 'id') })

/**
 * The stored addresses, in the input's order, from addressStatements' results; null when an insert
 * stored nothing (the guest was gone).
 */
export function storedAddresses(results: readonly D1Result[], plan: AddressPlan, lang: Locale): AddressDto[] | null {
  let at = 1
  const ids: number[] = []
  for (const { reuse } of plan) {
    if (reuse === null) {
      const inserted = batchRows(results[at], readId)[0]
      if (!inserted) return null
      ids.push(inserted.id)
      at += 1
    } else {
      ids.push(reuse)
      at += 2
    }
  }
  const live = batchRows(results[at], readGuestAddressRow)
  const byId = new Map(live.map((row) => [row.id, row]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [addressDto(row, lang)] : []
  })
}
