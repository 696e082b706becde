import { ok, refuse } from '../http'
import { users } from '../../../contract/endpoints/users'
import { endpointRoutes } from '../routing'
import type { GuestCompanyDto, GuestUserDto, UserDetails } from '../../../contract/dto/users'
import { getCheckoutSettings } from '../settings/repository'
import {
  addressDto,
  checkNames,
  archiveGuestAddressesExceptAndList,
  insertAddress,
  listGuestAddresses,
  prepareAddress,
  reuseGuestAddress,
  sameAddress,
  type GuestAddressRow,
  type PreparedAddress,
} from './addresses'
import { storeGuestOfCart } from './guests'
import { requireActiveCartWithItems } from '../commerce/carts'
import { loadCartState } from '../commerce/cart-state'

/**
 * Guest users (checkout without an account): the guest of the caller's own cart session (the edge
 * fills in cartId + protectCode from the HttpOnly cookies), created on first use. Nobody else's
 * guest can be reached, whatever e-mail is sent. The response echoes only what this request set.
 */
export const guestRoutes = endpointRoutes('api/v1/user/guest')

/** Finds the stored row an input address maps to: its own id, else an identical stored address. */
function matchAddress(
  rows: GuestAddressRow[],
  input: PreparedAddress & { id?: number | undefined },
  taken: Set<number>,
): GuestAddressRow | undefined {
  if (input.id !== undefined) {
    const byId = rows.find((r) => r.id === input.id && !taken.has(r.id))
    if (byId) return byId
  }
  return rows.find((r) => !taken.has(r.id) && sameAddress(r, input))
}

guestRoutes.on(users.guestUpdate, async (c) => {
  const input = c.req.valid('json')
  const db = c.env.DB
  const lang = c.get('lang')
  // The cart is read beside the settings (issue 38: one round trip), its refusal still answered after the input's.
  const cartRead = requireActiveCartWithItems(db, input.cartId, input.protectCode).then(
    (found) => ({ found }),
    (refusal: unknown) => ({ refusal }),
  )
  const settings = await getCheckoutSettings(db)
  if (input.details) checkNames(input.details, settings, 'details.')
  const prepared = await Promise.all(
    (input.addresses ?? []).map(async (a, i) => ({
      ...(await prepareAddress(db, a, settings, lang, `addresses.${i}.`)),
      id: a.id,
    })),
  )
  const details: UserDetails | null = input.details
    ? { firstName: input.details.firstName, lastName: input.details.lastName, phone: input.details.phone }
    : null
  const company: GuestCompanyDto | null = input.company
    ? { name: input.company.name, oib: input.company.oib, address: input.company.address ?? null }
    : null

  const read = await cartRead
  if ('refusal' in read) throw read.refusal
  const { cart, items } = read.found
  // Only an address something is delivered to needs a phone: a digital-only cart's is the invoice's.
  const noPhone = prepared.findIndex((a) => a.contactPhone === '')
  if (noPhone >= 0 && !(await loadCartState(db, cart, lang, items)).digitalOnly)
    throw refuse(400, 'CONTACT_PHONE_REQUIRED', { field: `addresses.${noPhone}.contactPhone` })
  // The guest's stored addresses are read beside the guest's write (a new guest has none).
  const [guest, known] = await Promise.all([
    storeGuestOfCart(db, cart.id, cart.guestUserId, input.email, {
      details: details ?? undefined,
      company: input.company === undefined ? undefined : company,
    }),
    input.addresses !== undefined && cart.guestUserId !== null
      ? listGuestAddresses(db, cart.guestUserId)
      : Promise.resolve([]),
  ])

  let addresses: GuestUserDto['addresses'] = []
  if (input.addresses !== undefined) {
    const stored = guest.id === cart.guestUserId ? known : []
    const ids: number[] = []
    const taken = new Set<number>()
    for (const address of prepared) {
      const match = matchAddress(stored, address, taken)
      const id = match ? match.id : await insertAddress(db, 'guest_addresses', guest.id, address)
      if (match) await reuseGuestAddress(db, match.id, address)
      ids.push(id)
      taken.add(id)
    }
    // Replaced addresses are archived, never deleted: carts and orders may point at them.
    const byId = new Map((await archiveGuestAddressesExceptAndList(db, guest.id, ids)).map((r) => [r.id, r]))
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
    createdAt: guest.createdAt,
    updatedAt: guest.updatedAt,
  }
  return ok(c, dto)
})
