import { Hono } from 'hono'
import type { BackendEnv } from '../context'
import { ok, validate } from '../http'
import type { GuestCompanyDto, GuestUserDto, UserDetails } from '../../../contract/dto/users'
import { getCheckoutSettings } from '../settings/repository'
import {
  addressDto,
  addressSelect,
  insertAddressStatement,
  prepareAddress,
  sameAddress,
  updateAddressStatement,
  type AddressRow,
  type PreparedAddress,
} from './addresses'
import { GuestUpdateSchema } from './schemas'

/**
 * Guest users (checkout without an account), created or updated by e-mail without a token.
 * The response echoes only what this request set (see GuestUserDto), so knowing someone's
 * e-mail does not reveal their stored details or addresses.
 */
export const guestRoutes = new Hono<BackendEnv>()

interface GuestRow {
  id: number
  email: string
  created_at: string
  updated_at: string
}

interface GuestAddressRow extends AddressRow {
  archived: number
}

/** Finds the stored row an input address maps to: its own id, else an identical stored address. */
function matchAddress(rows: GuestAddressRow[], input: PreparedAddress & { id?: number | undefined }, taken: Set<number>): GuestAddressRow | undefined {
  if (input.id !== undefined) {
    const byId = rows.find((r) => r.id === input.id && !taken.has(r.id))
    if (byId) return byId
  }
  return rows.find((r) => !taken.has(r.id) && sameAddress(r, input))
}

guestRoutes.patch('/api/v1/user/guest/update', validate('json', GuestUpdateSchema), async (c) => {
  const input = c.req.valid('json')
  const db = c.env.DB
  const lang = c.get('lang')
  const settings = await getCheckoutSettings(db)
  const prepared = await Promise.all(
    (input.addresses ?? []).map(async (a, i) => ({ ...(await prepareAddress(db, a, settings, lang, `addresses.${i}.`)), id: a.id })),
  )
  const details: UserDetails | null = input.details ? { firstName: input.details.firstName, lastName: input.details.lastName, phone: input.details.phone } : null
  const company: GuestCompanyDto | null = input.company
    ? { name: input.company.name, oib: input.company.oib, address: input.company.address ?? null }
    : null

  const guest = await db
    .prepare(
      `INSERT INTO guest_users (email) VALUES (?)
       ON CONFLICT (email) DO UPDATE SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       RETURNING id, email, created_at, updated_at`,
    )
    .bind(input.email)
    .first<GuestRow>()
  if (!guest) throw new Error('guest upsert returned no row')

  const updates: D1PreparedStatement[] = []
  if (details) updates.push(db.prepare('UPDATE guest_users SET details = ? WHERE id = ?').bind(JSON.stringify(details), guest.id))
  if (input.company !== undefined) updates.push(db.prepare('UPDATE guest_users SET company = ? WHERE id = ?').bind(JSON.stringify(company), guest.id))
  if (updates.length > 0) await db.batch(updates)

  let addresses: GuestUserDto['addresses'] = []
  if (input.addresses !== undefined) {
    const { results: stored } = await db
      .prepare(`${addressSelect('guest_addresses')} WHERE a.guest_user_id = ? ORDER BY a.archived, a.id DESC`)
      .bind(guest.id)
      .all<GuestAddressRow>()
    const ids: number[] = []
    const taken = new Set<number>()
    for (const address of prepared) {
      const match = matchAddress(stored, address, taken)
      if (match) {
        await db.batch([
          updateAddressStatement(db, 'guest_addresses', match.id, address),
          db.prepare('UPDATE guest_addresses SET archived = 0 WHERE id = ?').bind(match.id),
        ])
        ids.push(match.id)
        taken.add(match.id)
      } else {
        const row = await insertAddressStatement(db, 'guest_addresses', guest.id, address).first<{ id: number }>()
        if (!row) throw new Error('guest address insert returned no row')
        ids.push(row.id)
        taken.add(row.id)
      }
    }
    // Replaced addresses are archived, never deleted: carts and orders may point at them.
    const keep = ids.length > 0 ? ids.join(',') : '0'
    await db.prepare(`UPDATE guest_addresses SET archived = 1 WHERE guest_user_id = ? AND id NOT IN (${keep})`).bind(guest.id).run()
    const { results } = await db
      .prepare(`${addressSelect('guest_addresses')} WHERE a.guest_user_id = ? AND a.archived = 0`)
      .bind(guest.id)
      .all<GuestAddressRow>()
    const byId = new Map(results.map((r) => [r.id, r]))
    addresses = ids.flatMap((id) => {
      const row = byId.get(id)
      return row ? [addressDto(row, lang)] : []
    })
  }

  const dto: GuestUserDto = {
    id: guest.id,
    email: guest.email,
    details,
    company,
    addresses,
    createdAt: guest.created_at,
    updatedAt: guest.updated_at,
  }
  return ok(c, dto)
})
